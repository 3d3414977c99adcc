import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TeamContractsValue, TeamMember, TeamMembersValue } from '@wl/contract';
import { createMockTestApp, type MockTestApp } from '../test-support/mock-test-app.js';

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
      amount: 3_000_001,
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
  it('shows the real-time salary paid every 5 minutes and the next settlement', async () => {
    const before = await overview('agent.top', 'REALTIME_SALARY');
    expect(before.contract).toMatchObject({ contractId: 4, status: 'ACTIVE' });
    expect(before.payouts).toEqual([]);
    const next = Date.parse(before.nextSettlementAt ?? '');
    expect(next - mock.now().getTime()).toBe(5 * MINUTE);

    mock.advance(5 * MINUTE);
    const after = await overview('agent.top', 'REALTIME_SALARY');
    // Turnover 5,000,000 per period reaches the 1% tier.
    expect(after.payouts).toEqual([
      expect.objectContaining({ contractId: 4, base: 5_000_000, rate: 1, amount: 50_000 }),
    ]);
    expect(Date.parse(after.nextSettlementAt ?? '')).toBe(next + 5 * MINUTE);
  });

  it('pays a dividend once per period on the team net loss', async () => {
    // agent.mid's dividend contract (11) is semimonthly: 15 days of a 600,000 daily loss.
    expect((await overview('agent.mid', 'DIVIDEND')).contract?.periodType).toBe('Semimonthly');
    mock.advance(14 * DAY);
    expect((await overview('agent.mid', 'DIVIDEND')).payouts).toEqual([]);
    mock.advance(DAY);
    const paid = await overview('agent.mid', 'DIVIDEND');
    expect(paid.payouts).toEqual([
      expect.objectContaining({ base: 9_000_000, rate: 25, amount: 2_250_000 }),
    ]);
    expect(
      (await members('agent.top')).content.find((m) => m.username === 'agent.mid')?.balance,
    ).toBe(12_000_000 + 2_250_000);
  });

  it('lists the request waiting for the caller and the contracts it holds as upline', async () => {
    const mid = await overview('agent.mid', 'DAILY_SALARY');
    expect(mid.pending).toMatchObject({ contractId: 12, requestType: 'NEW' });
    const top = await overview('agent.top', 'DAILY_SALARY');
    expect(top.downlines.map((c) => [c.contractId, c.status])).toEqual([[12, 'PENDING']]);
    expect(top.pending).toBeNull();
  });
});
