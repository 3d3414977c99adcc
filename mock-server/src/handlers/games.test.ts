import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamesHandlers } from './games.js';
import type {
  GameCategory,
  GameRecord,
  GamesListValue,
  GamesVassalageTypesValue,
  GamesVendorLanesValue,
} from '@wl/api';
import { GAME_TYPES } from '../state/game-catalog.js';
import {
  ALPHA,
  JADE,
  createMockTestApp,
  JADE_TENANT,
  type MockTestApp,
} from '../test-support/mock-test-app.js';

let t: MockTestApp;
beforeAll(async () => {
  t = await createMockTestApp({ tenants: JADE_TENANT });
});
afterAll(() => t.close());

const MERCHANTS = { alpha: ALPHA, jade: JADE } as const;

function gameList(query: Record<string, string | number>, tenant: 'alpha' | 'jade' = 'alpha') {
  return t.value<GamesListValue>('games.list', {
    merchant: MERCHANTS[tenant],
    query: { merchant: MERCHANTS[tenant], ...query },
  });
}

function firstGame(filter: (game: GameRecord) => boolean): GameRecord {
  const game = t.state().games.catalog.games.find(filter);
  if (!game) throw new Error('no such game in the fixtures');
  return game;
}

describe('games.menus and games.vendorLanes', () => {
  it('games.menus lists at least four vendors for every game type, and 10+ for slots', async () => {
    const menus = await t.value<GameCategory[]>('games.menus');
    expect(menus.map((c) => c.gameCategory)).toEqual(GAME_TYPES);
    const counts = Object.fromEntries(menus.map((c) => [c.gameCategory, c.vendors.length]));
    for (const type of GAME_TYPES) expect(counts[type], type).toBeGreaterThanOrEqual(4);
    expect(counts.RNG).toBeGreaterThan(10);
    const lott = menus.find((c) => c.gameCategory === 'LOTT')?.vendors;
    expect(lott?.map((v) => [v.vassalage, v.isGame, v.gameCode])).toEqual([
      ['TCG_LOTTO_VN', 'GAME', 'MB'],
      ['LOTT', 'GAME', 'KENO5'],
      ['VNST', 'GAME', 'ST1'],
      ['SEA4D', 'GAME', 'MAG4D'],
    ]);
    const elott = menus.find((c) => c.gameCategory === 'ELOTT')?.vendors[0];
    expect(elott).toMatchObject({ vassalage: 'TCG_SEA', isGame: 'GAME' });
    const esports = menus
      .find((c) => c.gameCategory === 'ESPORTS')
      ?.vendors.map((v) => v.vassalage);
    expect(esports).toEqual(['AV', 'IMES', 'IA', 'AI', 'TF']);
    const rng = menus.find((c) => c.gameCategory === 'RNG')?.vendors ?? [];
    expect(rng.every((v) => v.isGame === 'VASSALAGE' && v.gameCode === null)).toBe(true);
  });

  it('games.menus of the jade tenant has fewer vendors, no VN lottery, one in-house e-lottery and a cockfight vendor under maintenance', async () => {
    const menus = await t.value<GameCategory[]>('games.menus', { merchant: JADE });
    const vendorsOf = (type: string) => menus.find((c) => c.gameCategory === type)?.vendors;
    expect(menus.map((c) => c.gameCategory)).not.toContain('LOTT');
    expect(vendorsOf('RNG')).toHaveLength(4);
    expect(vendorsOf('ESPORTS')).toHaveLength(4);
    expect(vendorsOf('ELOTT')).toMatchObject([{ vassalage: 'ELOTT', gameCode: 'EL_PK10' }]);
    expect(vendorsOf('COCKFIGHT')?.[0]).toMatchObject({ vassalage: 'DS88', maintenance: true });
    expect(vendorsOf('LIVE')?.map((v) => [v.vassalage, v.maintenance])).toEqual([
      ['EVO', false],
      ['SA', true],
      ['AG', false],
      ['DG', false],
    ]);
  });

  it('games.vendorLanes answers the categories for the merchant and refuses another merchant code', async () => {
    const { lanes } = await t.value<GamesVendorLanesValue>('games.vendorLanes', {
      query: { merchantCode: MERCHANTS.alpha },
    });
    const menus = await t.value<GameCategory[]>('games.menus');
    expect(lanes.map((lane) => lane.title)).toEqual(GAME_TYPES);
    // Each lane's cards are the vendors of the same type in the header menus.
    expect(lanes.map((lane) => lane.cards)).toEqual(menus.map((category) => category.vendors));
    expect(lanes[0]?.cards[0]).toMatchObject({
      vassalage: expect.any(String),
      displayName: expect.any(String),
    });
    const wrong = await t.call('games.vendorLanes', {
      query: { merchantCode: MERCHANTS.jade },
    });
    expect(wrong.json()).toMatchObject({ success: false, message: 'request_param_err' });
  });

  it('games.vassalageTypes lists every type a vendor offers, or only the one asked', async () => {
    const all = await t.value<GamesVassalageTypesValue>('games.vassalageTypes');
    const typesOf = (vassalage: string) =>
      Object.entries(all.content)
        .filter(([, vendors]) => vassalage in vendors)
        .map(([type]) => type)
        .sort();
    expect(typesOf('JL')).toEqual(['FISH', 'PVP', 'RNG']);
    const jlFish = all.content.FISH?.JL ?? [];
    expect(jlFish.length).toBeGreaterThan(0);
    expect(jlFish.every((g) => g.vassalage === 'JL' && g.gameType === 'FISH')).toBe(true);
    const pg = await t.value<GamesVassalageTypesValue>('games.vassalageTypes', {
      query: { vassalage: 'PG' },
    });
    expect(Object.keys(pg.content)).toEqual(['RNG']);
    expect(Object.keys(pg.content.RNG ?? {})).toEqual(['PG']);
  });
});

describe('games.list and games.hot', () => {
  it('games.list filters by type and vendor and pages with pageNo/pageSize', async () => {
    const first = await gameList({ gameType: 'RNG', vassalage: 'PG', pageNo: 1, pageSize: 20 });
    const third = await gameList({ gameType: 'RNG', vassalage: 'PG', pageNo: 3, pageSize: 20 });
    expect(first.totalCount).toBe(48);
    expect(first.totalPages).toBe(3);
    expect(first.games).toHaveLength(20);
    expect(third.games).toHaveLength(8);
    expect(first.games.every((g) => g.vassalage === 'PG' && g.gameType === 'RNG')).toBe(true);
    expect(first.games.some((g) => g.maintenance)).toBe(true);
  });

  it('games.list searches by name and refuses a foreign merchant', async () => {
    const name = firstGame((g) => g.gameType === 'FISH').gameName;
    const found = await gameList({ gameType: 'FISH', gameName: name.toUpperCase() });
    expect(found.games.length).toBeGreaterThan(0);
    expect(found.games.every((g) => g.gameName.toLowerCase().includes(name.toLowerCase()))).toBe(
      true,
    );
    const res = await t.call('games.list', {
      query: { merchant: 'OTHER', gameType: 'RNG' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('games.hot answers playable games, filtered by vendor', async () => {
    const query = { merchantCode: MERCHANTS.alpha, isPlatform: 2, platform: 'flash,html5-desktop' };
    const hot = await t.value<GameRecord[]>('games.hot', {
      query: { ...query, language: 'VI' },
    });
    expect(hot).toHaveLength(24);
    expect(hot.some((g) => g.maintenance)).toBe(false);
    const jl = await t.value<GameRecord[]>('games.hot', {
      query: { ...query, vassalage: 'JL' },
    });
    expect(jl.length).toBeGreaterThan(0);
    expect(jl.every((g) => g.vassalage === 'JL')).toBe(true);
  });
});

describe('favourites', () => {
  const ids = (token: string) => t.value<{ nodeIds: number[] }>('games.favoriteIds', { token });

  it('games.addFavorite is idempotent and games.favoriteIds / games.favoriteList are per account', async () => {
    const one = t.login('player.one');
    const two = t.login('player.two');
    const slot = firstGame((g) => g.gameType === 'RNG');
    const fish = firstGame((g) => g.gameType === 'FISH');
    const add = (token: string, nodeId: number) =>
      t.value<{ nodeIds: number[] }>('games.addFavorite', {
        token,
        body: { nodeId },
      });

    await add(one, slot.nodeId);
    await add(one, fish.nodeId);
    expect(await add(one, slot.nodeId)).toEqual({ nodeIds: [slot.nodeId, fish.nodeId] });
    expect(await ids(two)).toEqual({ nodeIds: [] });

    const list = await t.value<{ content: GameRecord[]; totalElements: number }>(
      'games.favoriteList',
      { token: one, query: { pageNum: 1, pageSize: 1 } },
    );
    expect(list.totalElements).toBe(2);
    expect(list.content.map((g) => g.nodeId)).toEqual([fish.nodeId]);
    const fishOnly = await t.value<{ content: GameRecord[] }>('games.favoriteList', {
      token: one,
      query: { gameType: 'RNG' },
    });
    expect(fishOnly.content.map((g) => g.nodeId)).toEqual([slot.nodeId]);

    const removed = await t.value<{ nodeIds: number[] }>('games.removeFavorite', {
      token: one,
      query: { nodeId: slot.nodeId },
    });
    expect(removed).toEqual({ nodeIds: [fish.nodeId] });
    // Persisted: a new session of the same account sees the same favourites.
    expect(await ids(t.login('player.one'))).toEqual({ nodeIds: [fish.nodeId] });
  });

  it('games.addFavorite refuses an unknown game; favourites need a session', async () => {
    const res = await t.call('games.addFavorite', {
      token: t.login('player.three'),
      body: { nodeId: 999_999 },
    });
    expect(res.json()).toMatchObject({ success: false, message: 'game_not_found' });
    expect((await t.call('games.favoriteIds')).statusCode).toBe(401);
  });
});

describe('games.launch and games.launchRelay', () => {
  const launch = (token: string | undefined, query: Record<string, string | number>) =>
    t.call('games.launch', { ...(token !== undefined && { token }), query });

  it('games.launch answers an inert game URL and records the game as recent, newest first, once', async () => {
    const token = t.login('new.player');
    const a = firstGame((g) => g.vassalage === 'PG' && !g.maintenance);
    const b = firstGame((g) => g.vassalage === 'JDB' && g.gameType === 'FISH');
    for (const game of [a, b, a]) {
      const res = await launch(token, {
        launchMode: 'GLS',
        vassalage: game.vassalage,
        gameCode: game.gameCode,
      });
      const url = new URL(res.json<{ value: { url: string } }>().value.url);
      expect(url.hostname).toBe('games.invalid');
      expect(url.searchParams.get('gameCode')).toBe(game.gameCode);
      expect(url.searchParams.get('mode')).toBe('real');
    }
    const recent = await t.value<GameRecord[]>('games.recent', { token });
    expect(recent.map((g) => g.nodeId)).toEqual([a.nodeId, b.nodeId]);
    const limited = await t.value<GameRecord[]>('games.recent', {
      token,
      query: { limit: 1 },
    });
    expect(limited).toHaveLength(1);
  });

  it('games.launch without launchMode fails with HTTP 500 #727 system busy', async () => {
    const res = await launch(t.login('player.one'), { vassalage: 'PG', gameCode: 'PG_RNG_001' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      message: '#727 system busy',
      msg: '#727 system busy',
      errorCode: '727',
      value: null,
      code: 727,
    });
  });

  it('games.launch refuses a trial account (403), and the handler refuses it too', async () => {
    const trial = t.login('trial0001', { type: 4 });
    const res = await launch(trial, { launchMode: 'GLS', vassalage: 'PG', gameCode: 'PG_RNG_001' });
    expect(res.statusCode).toBe(403);
    const handler = gamesHandlers['games.launch'];
    const state = t.state();
    const ctx = {
      state,
      tenant: { tenant: { languages: { default: 'VI' } } },
      language: null,
      session: { token: trial, username: 'trial0001', type: 4, expiresAt: Infinity },
      query: { launchMode: 'GLS', vassalage: 'PG', gameCode: 'PG_RNG_001' },
    } as unknown as Parameters<typeof handler>[0];
    expect(() => handler(ctx)).toThrow('trial_account_not_allowed');
  });

  it('games.launch needs a session', async () => {
    expect((await launch(undefined, { launchMode: 'GLS', vassalage: 'PG' })).statusCode).toBe(401);
  });

  it('games.launch refuses a game under maintenance and a vendor under maintenance', async () => {
    const token = t.login('player.two');
    const down = firstGame((g) => g.vassalage === 'PG' && g.maintenance);
    const game = await launch(token, {
      launchMode: 'GLS',
      vassalage: 'PG',
      gameCode: down.gameCode,
    });
    expect(game.json()).toMatchObject({ success: false, message: 'game_maintenance' });
    const vendor = await launch(token, { launchMode: 'GLS', vassalage: 'DIG' });
    expect(vendor.json()).toMatchObject({ success: false, message: 'game_maintenance' });
    const recent = await t.value<GameRecord[]>('games.recent', { token });
    expect(recent.map((g) => g.gameCode)).not.toContain(down.gameCode);
  });

  it('games.launch refuses an unknown game and allows free play only for slots and fishing', async () => {
    const token = t.login('player.three');
    const unknown = await launch(token, { launchMode: 'GLS', vassalage: 'PG', gameCode: 'NOPE' });
    expect(unknown.json()).toMatchObject({ success: false, message: 'request_param_err' });
    const slot = await launch(token, {
      launchMode: 'GLS',
      vassalage: 'PG',
      gameCode: 'PG_RNG_001',
      accountType: 0,
    });
    expect(new URL(slot.json().value.url).searchParams.get('mode')).toBe('fun');
    const live = await launch(token, {
      launchMode: 'GLS',
      vassalage: 'EVO',
      gameCode: 'EVO_LIVE_001',
      accountType: 0,
    });
    expect(live.json()).toMatchObject({ success: false, message: 'request_param_err' });
  });

  it('games.launch of a direct vendor opens its own game', async () => {
    const token = t.login('player.three');
    const res = await launch(token, { launchMode: 'GLS', vassalage: 'SABA', language: 'EN' });
    const url = new URL(res.json().value.url);
    expect(url.searchParams.get('gameCode')).toBe('SABA_SPORTS');
    expect(url.searchParams.get('language')).toBe('EN');
  });

  it('games.launch with launchMode LOTT answers the lottery lobby with its parameters', async () => {
    const token = t.login('player.one');
    const res = await launch(token, {
      launchMode: 'LOTT',
      lottoArea: 'VN',
      lottoPrizeMode: 'LOTT',
      lottoGameCode: 'MB',
      lottoView: 'betting',
      device: 'WEB',
      backUrl: 'https://alpha.example.com/vnLottery',
      language: 'VI',
    });
    const url = new URL(res.json().value.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lottoArea: 'VN',
      lottoPrizeMode: 'LOTT',
      lottoGameCode: 'MB',
      lottoView: 'betting',
      device: 'WEB',
      backUrl: 'https://alpha.example.com/vnLottery',
      language: 'VI',
    });
    const down = await launch(token, { launchMode: 'LOTT', lottoGameCode: 'HUE' });
    expect(down.json()).toMatchObject({ success: false, message: 'game_maintenance' });
  });

  it('games.launchRelay answers content.game_url and shares the launch rules', async () => {
    const token = t.login('player.two');
    const res = await t.call('games.launchRelay', {
      token,
      query: { vassalage: 'JL', gameCode: 'JL_PVP_001', launchMode: 'GLS' },
    });
    expect(res.json().value.content.game_url).toMatch(/^https:\/\/games\.invalid\/play\?/);
    const busy = await t.call('games.launchRelay', {
      token,
      query: { vassalage: 'JL' },
    });
    expect(busy.json()).toMatchObject({ success: false, code: 727 });
    const trial = await t.call('games.launchRelay', {
      token: t.login('trial0002', { type: 4 }),
      query: { vassalage: 'JL', launchMode: 'GLS' },
    });
    expect(trial.statusCode).toBe(403);
  });
});

describe('games.pvpRooms and games.byPrizeMode', () => {
  it('games.pvpRooms lists the rooms of a PvP game with bet limits', async () => {
    const rooms = await t.value<
      { roomId: string; gameCode: string; minBet: number; maxBet: number; status: string }[]
    >('games.pvpRooms', { query: { vassalage: 'KM', gameCode: 'KM_PVP_001' } });
    expect(rooms).toHaveLength(4);
    expect(rooms.every((r) => r.gameCode === 'KM_PVP_001' && r.minBet < r.maxBet)).toBe(true);
    const all = await t.value<unknown[]>('games.pvpRooms', {
      query: { vassalage: 'KM' },
    });
    expect(all).toHaveLength(40);
  });

  it('games.pvpRooms refuses a vendor that has no PvP games', async () => {
    const res = await t.call('games.pvpRooms', { query: { vassalage: 'PG' } });
    expect(res.json()).toMatchObject({ success: false, message: 'request_param_err' });
  });

  it('games.byPrizeMode answers the lottery games of the prize mode', async () => {
    for (const prizeMode of ['LOTT', 'ZY', 'ELOTT', 'SEA']) {
      const games = await t.value<{ prizeMode: string }[]>('games.byPrizeMode', {
        query: { prizeMode },
      });
      expect(games.length).toBeGreaterThan(0);
      expect(games.every((g) => g.prizeMode === prizeMode)).toBe(true);
    }
    expect((await t.call('games.byPrizeMode')).statusCode).toBe(400);
  });
});
