import { describe, expect, it } from 'vitest';
import type { Payout } from '@wl/core';
import { payoutTotals } from './payout-totals.js';

const payout = (payoutId: number, base: number, amount: number): Payout => ({
  payoutId,
  contractId: 1,
  periodStart: '2026-01-01T00:00:00.000Z',
  periodEnd: '2026-01-01T00:05:00.000Z',
  base,
  rate: 1,
  amount,
});

describe('payoutTotals', () => {
  it('adds every payout exactly in minor units', () => {
    const payouts = [payout(1, 0.1, 0.01), payout(2, 0.2, 0.02), payout(3, 1000.05, 10)];
    // 0.1 + 0.2 in floating point is 0.30000000000000004.
    expect(payoutTotals(payouts, 2)).toEqual({ base: 1000.35, amount: 10.03 });
  });

  it('adds backend amounts of another scale in the currency unit', () => {
    // Amounts in thousands of dong: 1.5 K + 2.25 K.
    const payouts = [payout(1, 1.5, 0.015), payout(2, 2.25, 0.0225)];
    const totals = payoutTotals(
      payouts,
      0,
      (amount) => amount * 1000,
      (amount) => amount / 1000,
    );
    expect(totals).toEqual({ base: 3.75, amount: 0.038 });
  });

  it('is zero without payouts', () => {
    expect(payoutTotals([], 0)).toEqual({ base: 0, amount: 0 });
  });
});
