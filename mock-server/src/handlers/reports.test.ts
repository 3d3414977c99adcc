import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { placeBet } from '../test-support/place-bet.js';
import { createMockTestApp, valueOf, type MockTestApp } from '../test-support/mock-test-app.js';

let mock: MockTestApp;

beforeAll(async () => {
  mock = await createMockTestApp({ clock: 'running' });
});
afterAll(() => mock.close());
beforeEach(() => mock.store.resetState());

function wideRange(): { startDate: string; endDate: string } {
  const end = mock.now();
  const start = new Date(end.getTime() - 60 * 86_400_000);
  return { startDate: start.toISOString().slice(0, 10), endDate: end.toISOString().slice(0, 10) };
}

const call = (
  id:
    | 'reports.overview'
    | 'reports.betting'
    | 'reports.userLoss'
    | 'reports.myIncome'
    | 'reports.accountDetails',
  username: string,
  query: Record<string, string | number> = {},
) => mock.call(id, { token: mock.login(username), query });

const sum = (values: number[]): number => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

describe('agent reports', () => {
  it('reports.overview sums the whole team, deeper levels included, and its days add up', async () => {
    const top = valueOf(
      'reports.overview',
      await call('reports.overview', 'agent.top', wideRange()),
    );
    const pro = valueOf(
      'reports.overview',
      await call('reports.overview', 'agent.pro', wideRange()),
    );
    expect(top.teamSize).toBeGreaterThan(pro.teamSize);
    expect(top.validBets).toBeGreaterThan(pro.validBets);
    expect(top.days).toHaveLength(61);
    expect(sum(top.days.map((d) => d.validBets))).toBe(top.validBets);
    expect(sum(top.days.map((d) => d.deposits))).toBe(top.deposits);
    expect(sum(top.days.map((d) => d.profitLoss))).toBe(top.profitLoss);
    expect(top.activeMembers).toBeGreaterThan(0);
    expect(top.newMembers).toBeLessThan(top.teamSize);
  });

  it('reports.overview takes the current period of a period type', async () => {
    const daily = valueOf(
      'reports.overview',
      await call('reports.overview', 'agent.top', { periodType: 'Daily' }),
    );
    const monthly = valueOf(
      'reports.overview',
      await call('reports.overview', 'agent.top', { periodType: 'Monthly' }),
    );
    const today = mock.now().toISOString().slice(0, 10);
    expect(daily).toMatchObject({ startDate: today, endDate: today });
    expect(monthly.startDate).toBe(`${today.slice(0, 8)}01`);
    expect(monthly.validBets).toBeGreaterThanOrEqual(daily.validBets);
  });

  it('reports.betting pages rows by member and category with totals over every row', async () => {
    const first = valueOf(
      'reports.betting',
      await call('reports.betting', 'agent.top', { ...wideRange(), pageSize: 100 }),
    );
    expect(first.totalElements).toBeGreaterThan(10);
    const rows = [...first.content];
    for (let pageNum = 2; pageNum <= first.totalPages; pageNum += 1) {
      const page = valueOf(
        'reports.betting',
        await call('reports.betting', 'agent.top', { ...wideRange(), pageSize: 100, pageNum }),
      );
      rows.push(...page.content);
    }
    expect(rows).toHaveLength(first.totalElements);
    expect(sum(rows.map((r) => r.betAmount))).toBe(first.totals.betAmount);
    expect(sum(rows.map((r) => r.profitLoss))).toBe(first.totals.profitLoss);
    const paged = valueOf(
      'reports.betting',
      await call('reports.betting', 'agent.top', { ...wideRange(), pageSize: 5, pageNum: 2 }),
    );
    expect(paged.content).toHaveLength(5);
    expect(paged.totals).toEqual(first.totals);
    const live = valueOf(
      'reports.betting',
      await call('reports.betting', 'agent.top', {
        ...wideRange(),
        gameCategory: 'LIVE',
        pageSize: 100,
      }),
    );
    expect(live.content.every((r) => r.gameCategory === 'LIVE')).toBe(true);
    expect(live.totals.betAmount).toBeLessThan(first.totals.betAmount);
  });

  it('reports.userLoss narrows to one member of the team, at any depth', async () => {
    const leaf = valueOf(
      'reports.userLoss',
      await call('reports.userLoss', 'agent.top', { ...wideRange(), username: 'leaf.p1' }),
    );
    expect(leaf.content.map((r) => r.username)).toEqual(['leaf.p1']);
    expect(leaf.content[0]).toMatchObject({ upline: 'agent.leaf' });
    expect(leaf.totals.profitLoss).toBe(leaf.content[0]!.profitLoss);
  });

  it('reports.myIncome lists the caller’s salaries and dividends and pays elapsed real-time salary', async () => {
    const before = valueOf(
      'reports.myIncome',
      await call('reports.myIncome', 'agent.top', wideRange()),
    );
    expect(before.content.length).toBeGreaterThan(0);
    expect(before.content.every((r) => r.username === 'agent.top')).toBe(true);
    // A member of the team bets within the coming period, so its pay does not hang on the hour.
    placeBet(mock.state(), { owner: 'top.p1', at: mock.now(), betAmount: 2_000_000 });
    mock.advance(5 * 60_000);
    // Real-time salary settles lazily when money is shown.
    await mock.call('wallet.consolidated', { token: mock.login('agent.top') });
    const after = valueOf(
      'reports.myIncome',
      await call('reports.myIncome', 'agent.top', wideRange()),
    );
    expect(after.totals.amount).toBeGreaterThan(before.totals.amount);
  });

  it('reports.accountDetails reads a downline’s ledger and totals money in and out', async () => {
    const res = valueOf(
      'reports.accountDetails',
      await call('reports.accountDetails', 'agent.top', {
        ...wideRange(),
        username: 'player.one',
        pageSize: 100,
      }),
    );
    const done = res.content.filter((r) => r.status === 'SUCCESS');
    expect(res.totals.credit).toBe(sum(done.filter((r) => r.amount > 0).map((r) => r.amount)));
    expect(res.totals.net).toBe(sum(done.map((r) => r.amount)));
  });

  it('refuses a member outside the caller’s team, an unknown name and an upline alike', async () => {
    for (const [agent, username] of [
      ['agent.top', 'rival.p1'],
      ['agent.rival', 'player.one'],
      ['agent.pro', 'player.one'],
      ['agent.sub', 'agent.pro'],
      ['agent.top', 'nobody.here'],
    ] as const) {
      for (const id of ['reports.betting', 'reports.userLoss', 'reports.accountDetails'] as const) {
        const res = await call(id, agent, { username });
        expect(res.statusCode, `${id} ${agent} → ${username}`).toBe(403);
      }
    }
  });

  it('drills into a downline agent: its subtree only, with the agent itself', async () => {
    const mid = valueOf(
      'reports.userLoss',
      await call('reports.userLoss', 'agent.top', {
        ...wideRange(),
        team: 'agent.mid',
        pageSize: 100,
      }),
    );
    const owners = new Set(mid.content.map((r) => r.username));
    expect(owners.has('mid.p1')).toBe(true);
    expect(owners.has('pro.p1')).toBe(false);
    expect(owners.has('top.p1')).toBe(false);
    const top = valueOf(
      'reports.overview',
      await call('reports.overview', 'agent.top', wideRange()),
    );
    const drilled = valueOf(
      'reports.overview',
      await call('reports.overview', 'agent.top', { ...wideRange(), team: 'agent.pro' }),
    );
    const pro = valueOf(
      'reports.overview',
      await call('reports.overview', 'agent.pro', wideRange()),
    );
    // agent.pro's own team plus agent.pro itself.
    expect(drilled.teamSize).toBe(pro.teamSize + 1);
    expect(drilled.validBets).toBeLessThan(top.validBets);
    for (const id of ['reports.overview', 'reports.betting', 'reports.userLoss'] as const) {
      const res = await call(id, 'agent.pro', { team: 'agent.mid' });
      expect(res.statusCode, id).toBe(403);
    }
  });

  it('filters team betting on a downline agent with its whole team', async () => {
    const sub = valueOf(
      'reports.betting',
      await call('reports.betting', 'agent.top', {
        ...wideRange(),
        username: 'agent.sub',
        pageSize: 100,
      }),
    );
    const names = new Set(sub.content.map((r) => r.username));
    expect(names.has('sub.p1')).toBe(true);
    expect(names.has('leaf.p1')).toBe(true);
    expect(names.has('pro.p1')).toBe(false);
    // Rows say which accounts are agents, whose teams a report can drill into.
    for (const row of sub.content)
      expect(row.agent, row.username).toBe(row.username.startsWith('agent.'));
  });

  it('sorts every row the filter selects by a column before paging', async () => {
    const page = async (sortOrder: string, pageNum: number) =>
      valueOf(
        'reports.betting',
        await call('reports.betting', 'agent.top', {
          ...wideRange(),
          sortBy: 'validBet',
          sortOrder,
          pageNum,
          pageSize: 5,
        }),
      );
    const first = await page('desc', 1);
    const second = await page('desc', 2);
    const values = [...first.content, ...second.content].map((r) => r.validBet);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const ascending = await page('asc', 1);
    expect(ascending.content[0]!.validBet).toBeLessThanOrEqual(values.at(-1)!);
    const bad = await call('reports.betting', 'agent.top', { sortBy: 'password' });
    expect(bad.statusCode).not.toBe(200);
  });

  it('refuses a range longer than 92 days or upside down', async () => {
    const res = await call('reports.overview', 'agent.top', {
      startDate: '2026-01-01',
      endDate: '2026-06-01',
    });
    expect(res.json().message).toBe('request_param_err');
    const upside = await call('reports.overview', 'agent.top', {
      startDate: '2026-02-02',
      endDate: '2026-02-01',
    });
    expect(upside.json().message).toBe('request_param_err');
  });

  it('answers members 403 and lists agent announcements newest first', async () => {
    expect((await call('reports.overview', 'player.one')).statusCode).toBe(403);
    const res = await mock.call('reports.announcements', {
      token: mock.login('agent.sub'),
      query: {},
    });
    const value = valueOf('reports.announcements', res);
    expect(value.content.length).toBeGreaterThan(1);
    expect(value.content[0]!.publishedAt >= value.content[1]!.publishedAt).toBe(true);
  });
});

describe('account details', () => {
  const allDetails = async (username: string) => {
    const rows = [];
    for (let pageNum = 1; ; pageNum += 1) {
      const value = valueOf(
        'reports.accountDetails',
        await call('reports.accountDetails', username, { ...wideRange(), pageNum, pageSize: 50 }),
      );
      rows.push(...value.content);
      if (pageNum >= value.totalPages) return rows;
    }
  };

  it("chain the agent's balance after every movement, bet stakes and contract pay included", async () => {
    for (const [agent, shown] of [
      ['agent.top', 'BONUS'],
      ['agent.pro', 'BET'],
      ['agent.sub', 'BET'],
    ] as const) {
      const rows = (await allDetails(agent)).reverse();
      expect(rows.some((r) => r.category === shown)).toBe(true);
      for (const [i, row] of rows.entries()) {
        if (i === 0) continue;
        // A deposit waiting for the operator moves nothing yet.
        const moved = row.status === 'PENDING' && row.amount > 0 ? 0 : row.amount;
        expect(row.balanceAfter).toBe(rows[i - 1]!.balanceAfter + moved);
      }
      const wallet = valueOf(
        'wallet.consolidated',
        await mock.call('wallet.consolidated', { token: mock.login(agent) }),
      );
      expect(rows.at(-1)?.balanceAfter).toBe(wallet.availableBalance);
    }
  });

  it("show a seeded bet's stake and its payout as two movements", async () => {
    const rows = valueOf(
      'content.memberTransactions',
      await mock.call('content.memberTransactions', {
        token: mock.login('player.one'),
        query: { startDate: wideRange().endDate, endDate: wideRange().endDate },
      }),
    ).content;
    expect(rows.filter((r) => r.remark === 'PG Mahjong Ways').map((r) => r.category)).toContain(
      'BET',
    );
  });
});
