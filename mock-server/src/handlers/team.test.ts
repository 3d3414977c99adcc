import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TeamContractsValue, TeamMember, TeamMembersValue } from '@wl/api';
import { createMockTestApp, type MockTestApp } from '../test-support/mock-test-app.js';
import { teamOf } from '../state/accounts.js';
import { placeBet } from '../test-support/place-bet.js';
import { pickText } from '../state/localized-text.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let mock: MockTestApp;

beforeAll(async () => {
  mock = await createMockTestApp();
});
afterAll(() => mock.close());
beforeEach(() => mock.store.resetState());

const members = (agent: string, query: Record<string, string | number> = {}) =>
  mock.value<TeamMembersValue>('team.members', { token: mock.login(agent), query });

const overview = (agent: string, contractType: string) =>
  mock.value<TeamContractsValue>('team.contracts', {
    token: mock.login(agent),
    query: { contractType },
  });

describe('team.members', () => {
  it('lists one level of the tree at a time, with balances and contracts', async () => {
    const top = await members('agent.top');
    expect(top.content.map((m) => m.username).sort()).toEqual([
      'agent.mid',
      'agent.pro',
      'top.p1',
      'top.p2',
    ]);
    const pro = top.content.find((m) => m.username === 'agent.pro') as TeamMember;
    expect(pro).toMatchObject({
      accountType: 'AGENT',
      level: 1,
      balance: 8_000_000,
      downlineCount: 4,
      status: 'ACTIVE',
    });
    expect(pro.contracts).toContainEqual({
      contractType: 'HOURLY_SALARY',
      status: 'ACTIVE',
      topRate: 1.5,
    });

    const below = await members('agent.top', { parent: 'agent.pro' });
    expect(below.content.map((m) => [m.username, m.level])).toContainEqual(['agent.sub', 2]);
    expect(below.content.every((m) => m.upline === 'agent.pro' && m.level === 2)).toBe(true);
  });

  it('searches the whole subtree by username or nickname', async () => {
    const found = await members('agent.top', { keyword: 'THREE' });
    expect(found.content.map((m) => [m.username, m.level, m.upline])).toEqual([
      ['player.three', 3, 'agent.sub'],
    ]);
    expect((await members('agent.mid', { keyword: 'three' })).totalElements).toBe(0);
  });

  it('shows when each downline last signed in', async () => {
    const mid = (await members('agent.mid')).content;
    const p1 = mid.find((m) => m.username === 'mid.p1');
    // mid.p1 last signed in 9 days before the team was seeded.
    expect(mock.now().getTime() - Date.parse(p1?.lastLoginAt ?? '')).toBe(9 * DAY);
  });

  it('sorts every account the search selects before paging', async () => {
    const all = (await members('agent.top', { keyword: '.', pageSize: 100 })).content;
    const byBalance = [...all].sort((a, b) => b.balance - a.balance);
    const first = await members('agent.top', {
      keyword: '.',
      pageSize: 5,
      sortBy: 'balance',
      sortOrder: 'desc',
    });
    expect(first.content.map((m) => m.balance)).toEqual(
      byBalance.slice(0, 5).map((m) => m.balance),
    );
    const second = await members('agent.top', {
      keyword: '.',
      pageSize: 5,
      pageNum: 2,
      sortBy: 'balance',
      sortOrder: 'desc',
    });
    expect(second.content.map((m) => m.balance)).toEqual(
      byBalance.slice(5, 10).map((m) => m.balance),
    );
  });

  it('sorts by registration, last sign-in and the top rate of the contracts', async () => {
    const names = async (sortBy: string, sortOrder: string) =>
      (await members('agent.top', { sortBy, sortOrder })).content.map((m) => m.username);
    const level = (await members('agent.top')).content;
    const registered = [...level]
      .sort((a, b) => a.registeredAt.localeCompare(b.registeredAt))
      .map((m) => m.username);
    expect(await names('registeredAt', 'asc')).toEqual(registered);
    const lastLogin = [...level]
      .sort((a, b) => (b.lastLoginAt ?? '').localeCompare(a.lastLoginAt ?? ''))
      .map((m) => m.username);
    expect(await names('lastLoginAt', 'desc')).toEqual(lastLogin);
    // Members without a contract come after the agents holding one.
    const byRate = await names('topRate', 'desc');
    expect(byRate.slice(0, 2).sort()).toEqual(['agent.mid', 'agent.pro']);
  });

  it('refuses a column it cannot sort by', async () => {
    const res = await mock.call('team.members', {
      token: mock.login('agent.top'),
      query: { sortBy: 'password' },
    });
    expect(res.json()).toMatchObject({ success: false });
  });
});

describe('team.registerDownline', () => {
  const register = (body: Record<string, unknown>) =>
    mock.call('team.registerDownline', { token: mock.login('agent.mid'), body });

  it('opens a member or an agent directly under the caller', async () => {
    const res = await register({
      accountType: 'AGENT',
      username: 'midagent7',
      password: 'Passw0rd!',
      confirmPassword: 'Passw0rd!',
      nickname: 'Seven',
    });
    expect(res.json().value).toMatchObject({
      username: 'midagent7',
      accountType: 'AGENT',
      upline: 'agent.mid',
      level: 1,
      balance: 0,
    });
    expect((await members('agent.mid')).content.map((m) => m.username)).toContain('midagent7');
    // The new agent can invite players of its own.
    const invite = await mock.value<{ affiliateCode: string }>('team.invite', {
      token: mock.login('midagent7'),
    });
    expect(invite.affiliateCode).toMatch(/^[A-Z0-9]+$/);
  });

  it("follows the merchant's registration rules and refuses a taken username", async () => {
    const short = await register({
      accountType: 'MEMBER',
      username: 'ab',
      password: 'Passw0rd!',
      confirmPassword: 'Passw0rd!',
    });
    expect(short.json()).toMatchObject({
      success: false,
      message: 'register_field_invalid',
      value: { field: 'username', rule: 'length' },
    });
    await register({
      accountType: 'MEMBER',
      username: 'midmember1',
      password: 'Passw0rd!',
      confirmPassword: 'Passw0rd!',
    });
    const taken = await register({
      accountType: 'MEMBER',
      username: 'MIDMEMBER1',
      password: 'Passw0rd!',
      confirmPassword: 'Passw0rd!',
    });
    expect(taken.json().message).toBe('username_exists');
    const differ = await register({
      accountType: 'MEMBER',
      username: 'freshmember',
      password: 'Passw0rd!',
      confirmPassword: 'Passw0rd?',
    });
    expect(differ.json().message).toBe('passwords_differ');
  });
});

describe('team.invite', () => {
  it("answers the agent's own invitation code", async () => {
    const value = await mock.value('team.invite', { token: mock.login('agent.mid') });
    expect(value).toEqual({ affiliateCode: 'MID002' });
  });
});

describe('team.transfer', () => {
  /** The seeded agents' payment password (fixtures/security.json). */
  const PAYMENT_PASSWORD = '135790';
  const transfer = (agent: string, body: Record<string, unknown>) =>
    mock.call('team.transfer', { token: mock.login(agent), body });

  it('moves money from the agent to any account of its subtree', async () => {
    const res = await transfer('agent.top', {
      downline: 'player.three',
      amount: 250_000,
      paymentPassword: PAYMENT_PASSWORD,
    });
    expect(res.json().value).toEqual({
      balance: 49_750_000,
      downline: 'player.three',
      downlineBalance: 250_000,
    });
    const three = await members('agent.sub');
    expect(three.content[0]).toMatchObject({ username: 'player.three', balance: 250_000 });
  });

  it('refuses more than the balance (however large), the agent itself and an account outside its team', async () => {
    const tooMuch = await transfer('agent.sub', {
      downline: 'player.three',
      amount: 100_000_000,
      paymentPassword: PAYMENT_PASSWORD,
    });
    expect(tooMuch.json().message).toBe('insufficient_balance');
    const huge = await transfer('agent.sub', {
      downline: 'player.three',
      amount: 1e30,
      paymentPassword: PAYMENT_PASSWORD,
    });
    expect(huge.json().message).toBe('insufficient_balance');
    const self = await transfer('agent.sub', {
      downline: 'agent.sub',
      amount: 1,
      paymentPassword: PAYMENT_PASSWORD,
    });
    expect(self.json().message).toBe('transfer_to_self');
    const outside = await transfer('agent.sub', {
      downline: 'player.one',
      amount: 1,
      paymentPassword: PAYMENT_PASSWORD,
    });
    expect(outside.json()).toMatchObject({ success: false, message: 'forbidden' });
    // The dong has no decimals: a fraction is refused, not rounded.
    const fraction = await transfer('agent.sub', {
      downline: 'player.three',
      amount: 1.234567,
      paymentPassword: PAYMENT_PASSWORD,
    });
    expect(fraction.json().message).toBe('request_param_err');
  });

  it('asks for the payment password, moves nothing on a wrong one and records both sides', async () => {
    const missing = await transfer('agent.sub', { downline: 'player.three', amount: 10 });
    expect(missing.json().message).toBe('payment_password_incorrect');
    const wrong = await transfer('agent.sub', {
      downline: 'player.three',
      amount: 10,
      paymentPassword: '000000',
    });
    expect(wrong.json().message).toBe('payment_password_incorrect');
    expect((await members('agent.sub')).content[0]).toMatchObject({ balance: 0 });

    const noneSet = await transfer('agent.leaf', {
      downline: 'leaf.p1',
      amount: 10,
      paymentPassword: PAYMENT_PASSWORD,
    });
    expect(noneSet.json().message).toBe('payment_password_required');

    await transfer('agent.sub', {
      downline: 'player.three',
      amount: 10,
      paymentPassword: PAYMENT_PASSWORD,
    });
    const ledger = (account: string, username: string) =>
      mock.value<{ content: { category: string; amount: number; username: string }[] }>(
        'reports.accountDetails',
        { token: mock.login(account), query: { username, category: 'TRANSFER' } },
      );
    expect((await ledger('agent.sub', 'agent.sub')).content[0]).toMatchObject({ amount: -10 });
    // The upline of the agent reads the transfer in its downline's ledger too.
    expect((await ledger('agent.pro', 'player.three')).content[0]).toMatchObject({ amount: 10 });
  });
});

describe('team.contracts', () => {
  it('shows the real-time salary paid every 5 minutes on the team turnover of the period', async () => {
    const before = await overview('agent.top', 'REALTIME_SALARY');
    expect(before.contract).toMatchObject({ contractId: 4, status: 'ACTIVE' });
    const next = Date.parse(before.nextSettlementAt ?? '');
    expect(next - mock.now().getTime()).toBeLessThanOrEqual(5 * MINUTE);

    // A member of the team bets 2,000,000 within the period: that is its turnover.
    const state = mock.state();
    placeBet(state, { owner: 'top.p1', at: new Date(next - MINUTE), betAmount: 2_000_000 });
    const agentBefore = state.accounts.byUsername.get('agent.top')?.balance ?? 0;
    mock.advance(next - mock.now().getTime());
    const after = await overview('agent.top', 'REALTIME_SALARY');
    // The base is every valid bet of the team in the period (the seeded ones of the last minutes
    // too); with 2,000,000 it reaches the 1% tier.
    const team = new Set(teamOf(state.accounts, 'agent.top').map((a) => a.username.toLowerCase()));
    const turnover = state.bets.list
      .filter((b) => team.has(b.owner) && b.status === 'SETTLED')
      .filter((b) => Date.parse(b.time) >= next - 5 * MINUTE && Date.parse(b.time) < next)
      .reduce((sum, b) => sum + b.validBet, 0);
    expect(turnover).toBeGreaterThanOrEqual(2_000_000);
    expect(after.payouts[0]).toMatchObject({
      contractId: 4,
      base: turnover,
      rate: 1,
      amount: turnover / 100,
      periodEnd: new Date(next).toISOString(),
    });
    expect(Date.parse(after.nextSettlementAt ?? '')).toBe(next + 5 * MINUTE);
    // Paid into the agent's main wallet (an hourly salary may fall due at the same time).
    const paid = state.ledger.entries.filter(
      (e) =>
        e.owner === 'agent.top' &&
        e.remark !== null &&
        pickText(e.remark, 'VI') === 'Lương thời gian thực',
    );
    expect(paid.at(-1)).toMatchObject({ amountMinor: turnover / 100 });
    expect(state.accounts.byUsername.get('agent.top')?.balance).toBeGreaterThanOrEqual(
      agentBefore + turnover / 100,
    );
  });

  it('settles salaries on the valid bets and dividends on the net loss the team reports show', async () => {
    const report = (agent: string, startDate: string, endDate: string) =>
      mock.value<{ totals: { validBet: number; profitLoss: number } }>('reports.betting', {
        token: mock.login(agent),
        query: { startDate, endDate },
      });
    const dayBefore = (iso: string) => new Date(Date.parse(iso) - DAY).toISOString().slice(0, 10);

    const daily = (await overview('agent.top', 'DAILY_SALARY')).payouts.slice(0, 5);
    expect(daily.some((p) => p.base > 0)).toBe(true);
    for (const p of daily) {
      const day = p.periodStart.slice(0, 10);
      expect(p.base).toBe((await report('agent.top', day, day)).totals.validBet);
    }

    // agent.mid's dividend contract (11) is semimonthly: 15 days of the team's net loss.
    const dividend = await overview('agent.mid', 'DIVIDEND');
    expect(dividend.contract?.periodType).toBe('Semimonthly');
    expect(dividend.payouts.length).toBeGreaterThan(0);
    for (const p of dividend.payouts) {
      const totals = (await report('agent.mid', p.periodStart.slice(0, 10), dayBefore(p.periodEnd)))
        .totals;
      expect(p.base).toBe(Math.max(0, -totals.profitLoss));
      expect(p.amount).toBe(Math.floor((p.base * p.rate) / 100));
    }
  });

  it('lists the request waiting for the caller and the contracts it holds as upline', async () => {
    const mid = await overview('agent.mid', 'DAILY_SALARY');
    expect(mid.pending).toMatchObject({ contractId: 12, requestType: 'NEW' });
    const top = await overview('agent.top', 'DAILY_SALARY');
    expect(top.downlines.map((c) => [c.contractId, c.status])).toEqual([[12, 'PENDING']]);
    expect(top.pending).toBeNull();
  });
});
