import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMockTestApp, valueOf, type MockTestApp } from '../test-support/mock-test-app.js';

const BETS = 'records.bets';
const TRANSACTIONS = 'content.memberTransactions';
const DAY_MS = 24 * 60 * 60 * 1000;

let mock: MockTestApp;

beforeAll(async () => {
  mock = await createMockTestApp();
});
afterAll(() => mock.close());
beforeEach(() => mock.store.resetState());

const day = (daysAgo: number) =>
  new Date(mock.now().getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10);

describe('records.bets', () => {
  it("answers today's bets of the session account, newest first, with stake, payout and result", async () => {
    const value = valueOf(BETS, await mock.call(BETS, { token: mock.login('player.one') }));
    expect(value.content).toEqual([
      expect.objectContaining({
        gameName: 'Mahjong Ways',
        vassalage: 'PG',
        betAmount: 20000,
        validBet: 20000,
        payout: 0,
        winLoss: -20000,
        status: 'SETTLED',
      }),
    ]);
    expect(value.summary).toEqual({ betAmount: 20000, validBet: 20000, winLoss: -20000 });
  });

  it("names a lottery bet's province in the Language asked for, in the bet and in its account record", async () => {
    const token = mock.login('player.three');
    const range = { startDate: day(3), endDate: day(0) };
    const lotteryIn = async (language: string) => {
      const bets = valueOf(
        BETS,
        await mock.call(BETS, { token, language, query: { ...range, gameType: 'LOTT' } }),
      );
      const records = valueOf(
        TRANSACTIONS,
        await mock.call(TRANSACTIONS, { token, language, query: { ...range, pageSize: 50 } }),
      );
      return {
        bet: bets.content[0]?.gameName,
        remark: records.content.find((r) => r.remark?.startsWith('TCG_LOTTO_VN'))?.remark,
      };
    };
    expect(await lotteryIn('EN')).toEqual({ bet: 'Northern', remark: 'TCG_LOTTO_VN Northern' });
    expect(await lotteryIn('VI')).toEqual({ bet: 'Miền Bắc', remark: 'TCG_LOTTO_VN Miền Bắc' });
    expect(await lotteryIn('CN')).toEqual({ bet: '北部', remark: 'TCG_LOTTO_VN 北部' });
  });

  it('pages the range, filters by game category and totals every page', async () => {
    const token = mock.login('player.two');
    const range = { startDate: day(20), endDate: day(3) };
    const first = valueOf(
      BETS,
      await mock.call(BETS, { token, query: { ...range, pageSize: 10, pageNum: 1 } }),
    );
    expect(first.totalElements).toBe(27);
    expect(first.totalPages).toBe(3);
    expect(first.content).toHaveLength(10);
    const all = valueOf(
      BETS,
      await mock.call(BETS, { token, query: { ...range, pageSize: 100 } }),
    ).content;
    expect(first.summary.betAmount).toBe(all.reduce((sum, bet) => sum + bet.betAmount, 0));
    expect(first.summary.winLoss).toBe(all.reduce((sum, bet) => sum + bet.winLoss, 0));
    const times = all.map((bet) => bet.time);
    expect(times).toEqual([...times].sort().reverse());

    const live = valueOf(
      BETS,
      await mock.call(BETS, { token, query: { ...range, gameType: 'LIVE' } }),
    );
    expect(live.totalElements).toBeGreaterThan(0);
    expect(new Set(live.content.map((bet) => bet.gameType))).toEqual(new Set(['LIVE']));
  });

  it('counts an open or cancelled bet as neither valid nor won or lost', async () => {
    const token = mock.login('player.two');
    const all = valueOf(
      BETS,
      await mock.call(BETS, {
        token,
        query: { startDate: day(20), endDate: day(0), pageSize: 100 },
      }),
    ).content;
    const unsettled = all.filter((bet) => bet.status !== 'SETTLED');
    expect(unsettled.length).toBeGreaterThan(0);
    for (const bet of unsettled) expect([bet.validBet, bet.winLoss]).toEqual([0, 0]);
  });

  it('refuses a range over 31 days or reversed, and callers without a member session', async () => {
    const token = mock.login('player.one');
    const wide = await mock.call(BETS, { token, query: { startDate: day(32), endDate: day(0) } });
    expect(wide.json().message).toBe('request_param_err');
    const reversed = await mock.call(BETS, {
      token,
      query: { startDate: day(0), endDate: day(2) },
    });
    expect(reversed.json().message).toBe('request_param_err');
    expect((await mock.call(BETS)).statusCode).toBe(401);
  });
});

describe('content.memberTransactions totals', () => {
  it('totals money in and out of the successful records over every page', async () => {
    const token = mock.login('player.one');
    const range = { startDate: day(31), endDate: day(0) };
    const page = valueOf(
      TRANSACTIONS,
      await mock.call(TRANSACTIONS, { token, query: { ...range, pageSize: 2 } }),
    );
    // Deposit 500000, payout 45000, bonus 25000 in; stakes of 20000 and 15000 out; the pending
    // withdrawal is not counted.
    expect(page.summary).toEqual({ totalIn: 570000, totalOut: 35000, net: 535000 });
    expect(page.content).toHaveLength(2);
  });
});
