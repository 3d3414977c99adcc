/**
 * Properties of the ledger and the reports read from it (docs/product/money.md#the-ledger), for
 * random sequences of money movements in a currency without decimals (VND) and one with cents
 * (USD).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromMinorUnits, toMinorUnits, type TenantConfig } from '@wl/tenant-config';
import { BackendError } from '../backend-error.js';
import type { BetRecord } from './bets.js';
import {
  balanceMinor,
  emptyLedger,
  MAIN_WALLET,
  move,
  post,
  requireAmount,
  type LedgerState,
} from './ledger.js';
import { loadFixtures } from './load-fixtures.js';
import { seedMerchantState, type MerchantState } from './merchant-state.js';
import { teamMap } from './report-accounts.js';
import { accountDetails, myIncome, teamBetting, userLoss, type TeamData } from './team-reports.js';

const CURRENCIES = [
  { code: 'VND', tenant: 'alpha', minorUnits: 0 },
  { code: 'USD', tenant: 'jade', minorUnits: 2 },
] as const;

const PEOPLE = ['a', 'b', 'c'];
const VENDOR = 'PG';

type Op =
  | { kind: 'deposit'; who: number; minor: number }
  | { kind: 'withdraw'; who: number; minor: number }
  | { kind: 'pay'; who: number; to: number; minor: number }
  | { kind: 'vendor'; who: number; out: boolean; minor: number }
  | { kind: 'bet'; who: number; minor: number; payoutMinor: number };

const who = fc.integer({ min: 0, max: PEOPLE.length - 1 });
const minor = fc.integer({ min: 1, max: 5_000_000 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), who, minor }),
  fc.record({ kind: fc.constant('withdraw' as const), who, minor }),
  fc.record({ kind: fc.constant('pay' as const), who, to: who, minor }),
  fc.record({ kind: fc.constant('vendor' as const), who, out: fc.boolean(), minor }),
  fc.record({
    kind: fc.constant('bet' as const),
    who,
    minor,
    payoutMinor: fc.integer({ min: 0, max: 10_000_000 }),
  }),
);

/** Applies one movement as the handlers do; a refused one (insufficient balance) moves nothing. */
function apply(ledger: LedgerState, o: Op, at: Date): void {
  const owner = PEOPLE[o.who] ?? 'a';
  try {
    switch (o.kind) {
      case 'deposit':
        post(ledger, { owner, category: 'DEPOSIT', amountMinor: o.minor, remark: null }, at);
        return;
      case 'withdraw':
        post(ledger, { owner, category: 'WITHDRAW', amountMinor: -o.minor, remark: null }, at);
        return;
      case 'pay': {
        const to = PEOPLE[o.to] ?? 'b';
        move(ledger, { owner, remark: null }, { owner: to, remark: null }, 'TRANSFER', o.minor, at);
        return;
      }
      case 'vendor': {
        const [from, to] = o.out ? [MAIN_WALLET, VENDOR] : [VENDOR, MAIN_WALLET];
        const side = (wallet: string) => ({ owner, wallet, remark: null });
        move(ledger, side(from), side(to), 'TRANSFER', o.minor, at);
        return;
      }
      case 'bet':
        post(ledger, { owner, category: 'BET', amountMinor: -o.minor, remark: null }, at);
        if (o.payoutMinor > 0)
          post(ledger, { owner, category: 'PAYOUT', amountMinor: o.payoutMinor, remark: null }, at);
        return;
    }
  } catch (error) {
    if (!(error instanceof BackendError) || error.message !== 'insufficient_balance') throw error;
  }
}

/** Every chain adds up: each balance after is the previous one plus the entry, never below 0. */
function expectChainsAddUp(ledger: LedgerState): void {
  const running = new Map<string, number>();
  for (const e of ledger.entries) {
    const key = `${e.owner}/${e.wallet}`;
    const before = running.get(key) ?? 0;
    expect(e.balanceAfterMinor).toBe(before + (e.moves ? e.amountMinor : 0));
    expect(e.balanceAfterMinor).toBeGreaterThanOrEqual(0);
    running.set(key, e.balanceAfterMinor);
  }
  for (const [key, balance] of running) {
    const [owner = '', wallet = ''] = key.split('/');
    const sum = ledger.entries
      .filter((e) => e.owner === owner && e.wallet === wallet && e.moves)
      .reduce((total, e) => total + e.amountMinor, 0);
    expect(balanceMinor(ledger, owner, wallet)).toBe(balance);
    expect(sum).toBe(balance);
  }
}

describe.each(CURRENCIES)('the ledger in $code', ({ minorUnits }) => {
  it('keeps every balance the sum of its entries and every balance after the previous plus the entry', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        const ledger = emptyLedger(minorUnits);
        const start = Date.parse('2026-01-01T00:00:00.000Z');
        ops.forEach((o, i) => apply(ledger, o, new Date(start + i * 60_000)));
        expectChainsAddUp(ledger);
      }),
      { numRuns: 60 },
    );
  });

  it('refuses an amount with more decimals than the currency has, and never rounds one', () => {
    const ledger = emptyLedger(minorUnits);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.integer({ min: 1, max: 9 }),
        (m, extra) => {
          const exact = fromMinorUnits(m, minorUnits);
          expect(requireAmount(ledger, exact)).toBe(m);
          // One more decimal than the currency has: 1.5 dong, 0.015 dollars.
          const finer = (m * 10 + extra) / 10 ** (minorUnits + 1);
          expect(() => requireAmount(ledger, finer)).toThrow('request_param_err');
        },
      ),
      { numRuns: 60 },
    );
  });
});

/** Every row of a paged report, page by page. */
function allRows<Row>(read: (pageNum: number) => { content: Row[]; totalPages: number }): Row[] {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const value = read(page);
    rows.push(...value.content);
    if (page >= value.totalPages) return rows;
  }
}

const NOW = new Date('2026-03-15T12:00:00.000Z');

const seed = (tenant: string): MerchantState =>
  seedMerchantState(
    { code: tenant, tenant: { merchantCode: tenant.toUpperCase() } } as TenantConfig,
    loadFixtures(tenant),
    NOW,
  );

describe.each(CURRENCIES)('the agent reports in $code', ({ tenant, minorUnits }) => {
  const state = seed(tenant);
  const team = teamMap(state.accounts, 'agent.top');
  const members = [...team.keys()];
  const sumOf = (values: number[]) =>
    fromMinorUnits(
      values.reduce((t, v) => t + toMinorUnits(v, minorUnits), 0),
      minorUnits,
    );

  it('total exactly the sum of their rows over every page, whatever the page size', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            member: fc.integer({ min: 0, max: members.length - 1 }),
            stake: minor,
            payout: fc.integer({ min: 0, max: 5_000_000 }),
            minutesAgo: fc.integer({ min: 1, max: 60 * 24 * 20 }),
          }),
          { maxLength: 15 },
        ),
        fc.integer({ min: 4, max: 9 }),
        (bets, pageSize) => {
          const list: BetRecord[] = [...state.bets.list];
          bets.forEach((b, i) => {
            list.push({
              id: `P${i}`,
              owner: members[b.member] ?? members[0] ?? '',
              time: new Date(NOW.getTime() - b.minutesAgo * 60_000).toISOString(),
              gameCategory: i % 2 ? 'RNG' : 'LIVE',
              vassalage: 'PG',
              gameName: 'Game',
              betAmount: fromMinorUnits(b.stake, minorUnits),
              validBet: fromMinorUnits(b.stake, minorUnits),
              payout: fromMinorUnits(b.payout, minorUnits),
              status: 'SETTLED',
            });
          });
          const data: TeamData = {
            team,
            bets: { list },
            ledger: state.ledger,
            range: { startDate: '2026-02-20', endDate: '2026-03-15' },
          };
          const page = { pageSize };

          const betting = allRows((pageNum) => teamBetting(data, { ...page, pageNum }));
          const bettingTotals = teamBetting(data, page).totals;
          expect(sumOf(betting.map((r) => r.betAmount))).toBe(bettingTotals.betAmount);
          expect(sumOf(betting.map((r) => r.validBet))).toBe(bettingTotals.validBet);
          expect(sumOf(betting.map((r) => r.profitLoss))).toBe(bettingTotals.profitLoss);

          const loss = allRows((pageNum) => userLoss(data, { ...page, pageNum }));
          const lossTotals = userLoss(data, page).totals;
          expect(sumOf(loss.map((r) => r.profitLoss))).toBe(lossTotals.profitLoss);
          expect(sumOf(loss.map((r) => r.deposits))).toBe(lossTotals.deposits);
          expect(sumOf(loss.map((r) => r.withdrawals))).toBe(lossTotals.withdrawals);

          const self: TeamData = {
            ...data,
            team: new Map([[members[0] ?? '', team.get(members[0] ?? '')!]]),
          };
          const details = allRows((pageNum) => accountDetails(self, { ...page, pageNum }));
          const detailTotals = accountDetails(self, page).totals;
          const done = details.filter((r) => r.status === 'SUCCESS').map((r) => r.amount);
          expect(sumOf(done.filter((a) => a > 0))).toBe(detailTotals.credit);
          expect(sumOf(done.filter((a) => a < 0))).toBe(detailTotals.debit);

          const agent = state.accounts.byUsername.get('agent.top')!;
          const own: TeamData = { ...data, team: new Map([['agent.top', agent]]) };
          const income = allRows((pageNum) => myIncome(own, { ...page, pageNum }));
          expect(sumOf(income.map((r) => r.amount))).toBe(myIncome(own, page).totals.amount);
        },
      ),
      { numRuns: 6 },
    );
  });

  it('seeds a ledger whose chains add up, bet stakes and payouts included', () => {
    expectChainsAddUp(state.ledger);
    const stakes = state.ledger.entries.filter((e) => e.category === 'BET');
    const payouts = state.ledger.entries.filter((e) => e.category === 'PAYOUT');
    expect(stakes.length).toBe(state.bets.list.filter((b) => b.status !== 'CANCELLED').length);
    expect(payouts.length).toBe(
      state.bets.list.filter((b) => b.status === 'SETTLED' && b.payout > 0).length,
    );
  });
});
