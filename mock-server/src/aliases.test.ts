import { ENDPOINTS, endpointRoutes, type EndpointId, type EndpointRoute } from '@wl/api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createMockTestApp,
  type CallOptions,
  type MockTestApp,
} from './test-support/mock-test-app.js';

const PASSWORD = 'Passw0rd!';

/** How to call an endpoint well: the account to sign in as (if any) and its query or body. */
interface AliasCase {
  id: EndpointId;
  username?: string;
  options?: Omit<CallOptions, 'token' | 'route'>;
}

/** Every endpoint that has aliases, with a request its handler answers with success. */
const CASES: AliasCase[] = [
  { id: 'session.logout', username: 'player.one' },
  { id: 'games.hot', options: { query: { merchantCode: 'ALPHA01' } } },
  { id: 'content.inboxUnread', username: 'player.one' },
  { id: 'content.announcements', options: { query: { types: 'B,PL', platform: 'W' } } },
  { id: 'system.languageUpdate', username: 'player.one', options: { body: { language: 'EN' } } },
  { id: 'system.permission' },
  { id: 'games.vendorLanes', options: { query: { merchantCode: 'ALPHA01' } } },
  { id: 'games.vassalageTypes' },
  { id: 'content.inboxMessages', username: 'player.one' },
  { id: 'rewards.claimedPromotions', username: 'player.one' },
  { id: 'system.country' },
  { id: 'system.whitelabel' },
  { id: 'system.registerSetting' },
  { id: 'agent.dividendContract', username: 'agent.mid', options: { query: { action: 'VIEW' } } },
  {
    id: 'agent.dailySalaryContract',
    username: 'agent.mid',
    options: { query: { action: 'VIEW' } },
  },
  {
    id: 'agent.hourlySalaryContract',
    username: 'agent.mid',
    options: { body: { action: 'VIEW' } },
  },
  {
    id: 'agent.realTimeSalaryContract',
    username: 'agent.mid',
    options: { body: { action: 'VIEW' } },
  },
  { id: 'agent.claimRaffle', username: 'player.one', options: { body: { promotionId: 301 } } },
  { id: 'points.balance', username: 'player.one' },
  { id: 'points.rewards', username: 'player.one' },
  { id: 'points.redeemList', username: 'player.one' },
  { id: 'points.config', username: 'player.one' },
  {
    id: 'points.redeem',
    username: 'player.one',
    options: { body: { rewardId: 1, quantity: 1, password: PASSWORD } },
  },
  {
    id: 'points.convert',
    username: 'player.one',
    options: { body: { points: 100, password: PASSWORD } },
  },
];

let mock: MockTestApp;

beforeAll(async () => {
  // Fixtures are seeded relative to the wall clock: hold it still so both answers match.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-03-01T08:00:00Z') });
  mock = await createMockTestApp();
});
afterAll(async () => {
  vi.useRealTimers();
  await mock.close();
});

/** Calls `route` on fresh merchant state, so a call that changes state answers the same each time. */
async function answer(entry: AliasCase, route: EndpointRoute) {
  mock.store.resetState();
  const token = entry.username === undefined ? undefined : mock.login(entry.username);
  const res = await mock.call(entry.id, {
    ...entry.options,
    ...(token !== undefined && { token }),
    route,
  });
  return { status: res.statusCode, envelope: res.json<{ success: boolean }>() };
}

describe('endpoint aliases', () => {
  it('lists a case for every endpoint that has aliases', () => {
    const withAliases = Object.values(ENDPOINTS)
      .filter((e) => e.aliases.length > 0)
      .map((e) => e.id);
    expect(CASES.map((c) => c.id).sort()).toEqual([...withAliases].sort());
  });

  const pairs = CASES.flatMap((entry) =>
    ENDPOINTS[entry.id].aliases.map(
      (alias) => [entry.id, alias.method, alias.path, entry] as const,
    ),
  );

  it.each(pairs)('%s answers %s %s as its own route does', async (id, method, path, entry) => {
    const own = await answer(entry, endpointRoutes(ENDPOINTS[id])[0]!);
    expect(own.status, JSON.stringify(own.envelope)).toBe(200);
    expect(own.envelope.success).toBe(true);
    const aliased = await answer(entry, { method, path });
    expect(aliased).toEqual(own);
  });

  it('reads the parameters of hot games sent by POST from the JSON body', async () => {
    mock.store.resetState();
    const viaGet = await mock.value<unknown[]>('games.hot', {
      query: { merchantCode: 'ALPHA01', vassalage: 'PG' },
    });
    const viaPost = await mock.call('games.hot', {
      route: { method: 'POST', path: '/wps/relay/GCSGAME_hotGamesV2' },
      body: { merchant: 'ALPHA01', vassalage: 'PG', clientType: 2 },
    });
    expect(viaPost.statusCode).toBe(200);
    expect(viaPost.json().value).toEqual(viaGet);
  });

  it('ends the session by POST as by DELETE', async () => {
    mock.store.resetState();
    const token = mock.login('player.one');
    const logout = await mock.call('session.logout', {
      token,
      route: { method: 'POST', path: '/wps/session/logout' },
      body: {},
    });
    expect(logout.json()).toMatchObject({ success: true });
    expect((await mock.call('member.info', { token })).statusCode).toBe(401);
  });
});
