import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMockTestApp, valueOf, type MockTestApp } from '../test-support/mock-test-app.js';
import { findAccount } from './accounts.js';
import { ensureBigTeam } from './big-team.js';
import type { BigTeamFixture } from './big-team-fixture.js';
import { MAIN_WALLET } from './ledger.js';
import type { MerchantState } from './merchant-state.js';

const SAIGON = 'SGN01';
const DAY_MS = 86_400_000;

/** The saigon team, made small: the same generator on fewer accounts and bets. */
const SMALL: BigTeamFixture = {
  agent: 'agent.big',
  seed: 22,
  members: 60,
  agents: 2,
  subAgents: 3,
  bets: 900,
  days: 60,
  prefix: 'big.',
  password: 'Passw0rd!',
};

let mock: MockTestApp;

beforeAll(async () => {
  mock = await createMockTestApp({
    tenants: { saigon: { 'tenant.json': { merchantCode: SAIGON, displayName: 'Saigon' } } },
  });
});
afterAll(() => mock.close());
beforeEach(() => mock.store.resetState());

/** Saigon's state with its large team replaced by the small one (not made yet). */
function smallTeamState(): MerchantState {
  const state = mock.state(SAIGON);
  state.bigTeams.splice(0, state.bigTeams.length, { ...SMALL });
  return state;
}

const range = () => ({
  startDate: new Date(mock.now().getTime() - 91 * DAY_MS).toISOString().slice(0, 10),
  endDate: mock.now().toISOString().slice(0, 10),
});

describe('large team', () => {
  it('saigon’s fixture asks for 10,000 accounts and 100,000 bets below agent.big', () => {
    const [team] = mock.state(SAIGON).bigTeams;
    expect(team).toMatchObject({ agent: 'agent.big', members: 10_000, bets: 100_000 });
    expect(findAccount(mock.state(SAIGON).accounts, 'big.m00001')).toBeUndefined();
  });

  it('is made when its agent first signs in, and only once', async () => {
    const state = smallTeamState();
    const res = await mock.call('session.login', {
      merchant: SAIGON,
      body: { type: 'username', username: 'agent.big', password: 'Passw0rd!' },
    });
    expect(res.json()).toMatchObject({ success: true });
    const members = [...state.accounts.byUsername.values()].filter((a) =>
      a.username.startsWith('big.'),
    );
    expect(members).toHaveLength(SMALL.members);
    expect(state.bigTeams).toEqual([]);
    const bets = state.bets.list.length;
    await mock.call('session.login', {
      merchant: SAIGON,
      body: { type: 'username', username: 'agent.big', password: 'Passw0rd!' },
    });
    expect(state.bets.list.length).toBe(bets);
  });

  it('is the same team for the same seed', () => {
    const pick = (state: MerchantState) =>
      state.bets.list
        .filter((b) => b.owner.startsWith('big.'))
        .map((b) => [b.owner, b.gameName, b.betAmount, b.payout]);
    const first = smallTeamState();
    ensureBigTeam(first, 'agent.big', mock.now());
    mock.store.resetState();
    const second = smallTeamState();
    ensureBigTeam(second, 'agent.big', mock.now());
    expect(pick(second)).toEqual(pick(first));
    expect(pick(first)).toHaveLength(SMALL.bets);
  });

  it('keeps every chain of the ledger whole: each balance after adds up and none goes below zero', () => {
    const state = smallTeamState();
    ensureBigTeam(state, 'agent.big', mock.now());
    const running = new Map<string, number>();
    for (const e of state.ledger.entries) {
      if (!e.owner.startsWith('big.') || e.wallet !== MAIN_WALLET) continue;
      const balance = (running.get(e.owner) ?? 0) + (e.moves ? e.amountMinor : 0);
      expect(e.balanceAfterMinor).toBe(balance);
      expect(balance).toBeGreaterThanOrEqual(0);
      running.set(e.owner, balance);
    }
    for (const [owner, balance] of running) {
      expect(findAccount(state.accounts, owner)?.balance).toBe(balance);
    }
  });

  it('answers the team reports with the sums of a plain scan of its bets and entries', async () => {
    const state = smallTeamState();
    ensureBigTeam(state, 'agent.big', mock.now());
    const token = mock.login('agent.big', { merchant: SAIGON });
    const query = range();
    const overview = valueOf(
      'reports.overview',
      await mock.call('reports.overview', { merchant: SAIGON, token, query }),
    );
    const bets = state.bets.list.filter((b) => b.owner.startsWith('big.'));
    const deposits = state.ledger.entries.filter(
      (e) =>
        e.owner.startsWith('big.') &&
        e.category === 'DEPOSIT' &&
        e.status === 'SUCCESS' &&
        e.time.slice(0, 10) >= query.startDate,
    );
    expect(overview.teamSize).toBe(SMALL.members);
    expect(overview.validBets).toBe(bets.reduce((t, b) => t + b.validBet, 0));
    expect(overview.profitLoss).toBe(bets.reduce((t, b) => t + b.payout - b.betAmount, 0));
    expect(overview.deposits).toBe(deposits.reduce((t, e) => t + e.amountMinor, 0));
    expect(overview.activeMembers).toBe(new Set(bets.map((b) => b.owner)).size);

    const loss = valueOf(
      'reports.userLoss',
      await mock.call('reports.userLoss', {
        merchant: SAIGON,
        token,
        query: { ...query, pageSize: 100 },
      }),
    );
    const own = (owner: string) => bets.filter((b) => b.owner === owner);
    for (const row of loss.content) {
      expect(row.betAmount).toBe(own(row.username).reduce((t, b) => t + b.betAmount, 0));
    }
    expect(loss.totals.betAmount).toBe(bets.reduce((t, b) => t + b.betAmount, 0));
  });
});
