import { describe, expect, it } from 'vitest';
import type { Contract, TeamContractsValue } from '@wl/core';
import { monthOf, summarize } from './dashboard-figures.js';

const contract = (over: Partial<Contract>): Contract => ({
  contractId: 1,
  contractType: 'HOURLY_SALARY',
  requestType: null,
  status: 'ACTIVE',
  upline: 'agent.top',
  downline: 'agent.pro',
  periodType: null,
  tiers: [{ threshold: 0, rate: 1 }],
  createdAt: '2026-03-01T00:00:00.000Z',
  effectiveAt: '2026-03-01T00:00:00.000Z',
  ...over,
});

const payout = (payoutId: number, periodEnd: string, amount: number) => ({
  payoutId,
  contractId: 1,
  periodStart: periodEnd,
  periodEnd,
  base: amount * 100,
  rate: 1,
  amount,
});

const overview = (over: Partial<TeamContractsValue>): TeamContractsValue => ({
  contract: null,
  pending: null,
  nextSettlementAt: null,
  payouts: [],
  downlines: [],
  history: [],
  ...over,
});

describe('summarize', () => {
  it('adds up this month’s payouts by kind, finds the soonest settlement and lists what waits', () => {
    const figures = summarize(
      {
        HOURLY_SALARY: overview({
          nextSettlementAt: '2026-03-10T11:00:00.000Z',
          payouts: [
            payout(1, '2026-03-10T10:00:00.000Z', 300),
            payout(2, '2026-02-28T23:00:00.000Z', 999),
          ],
          downlines: [contract({ contractId: 14, requestType: 'TERMINATE' })],
        }),
        REALTIME_SALARY: overview({
          nextSettlementAt: '2026-03-10T10:05:00.000Z',
          payouts: [payout(3, '2026-03-10T10:00:00.000Z', 50)],
        }),
        DAILY_SALARY: overview({
          pending: contract({
            contractId: 12,
            contractType: 'DAILY_SALARY',
            status: 'PENDING',
            requestType: 'NEW',
            downline: 'agent.mid',
          }),
        }),
        DIVIDEND: undefined,
      },
      '2026-03',
    );
    expect(figures.byKind).toEqual({
      DIVIDEND: 0,
      DAILY_SALARY: 0,
      HOURLY_SALARY: 300,
      REALTIME_SALARY: 50,
    });
    expect(figures.commission).toBe(350);
    expect(figures.nextSettlementAt).toBe('2026-03-10T10:05:00.000Z');
    expect(figures.waiting.map((w) => [w.contractId, w.what])).toEqual([
      [12, 'offerToMe'],
      [14, 'terminationWithDownline'],
    ]);
  });

  it('reads the month in UTC', () => {
    expect(monthOf(new Date('2026-03-31T23:59:59.000Z'))).toBe('2026-03');
  });
});
