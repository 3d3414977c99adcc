import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALPHA, createMockTestApp, type MockTestApp } from './test-support/mock-test-app.js';

/**
 * Requests as public clients of the real backend send them (docs/product/backend.md#requests):
 * other parameter names and values, lower-case language, extra fields. A real backend answers
 * them; so does the mock.
 */
let t: MockTestApp;
beforeAll(async () => {
  t = await createMockTestApp();
});
afterAll(() => t.close());

function gameOfType(gameType: string) {
  const game = t.state().games.catalog.games.find((g) => g.gameType === gameType && !g.maintenance);
  if (!game) throw new Error(`no ${gameType} game in the fixtures`);
  return game;
}

const CCSFE_ANNOUNCEMENTS = {
  method: 'GET',
  path: '/wps/relay/CCSFE_getListAnnouncements',
} as const;

describe('game list', () => {
  it('lists every type when gameType is left out', async () => {
    const value = await t.value('games.list', {
      query: { merchant: ALPHA, platform: 'html5', clientType: 2, language: 'en', pageSize: 200 },
    });
    const text = JSON.stringify(value);
    expect(text).toContain(gameOfType('RNG').gameCode);
    expect(text).toContain(gameOfType('FISH').gameCode);
  });

  it.each(['html5', 'H5', 'M'])('answers platform %s as the web platform', async (platform) => {
    const query = { merchant: ALPHA, gameType: 'RNG', pageSize: 10 };
    const web = await t.value('games.list', { query: { ...query, platform: 'W' } });
    expect(await t.value('games.list', { query: { ...query, platform } })).toEqual(web);
  });

  it('still refuses a platform nobody sends', async () => {
    const res = await t.call('games.list', { query: { merchant: ALPHA, platform: 'TV' } });
    expect(res.statusCode).toBe(400);
  });
});

describe('parameter names', () => {
  it('takes merchant where the API schema says merchantCode (hot games, vendors)', async () => {
    const own = await t.value('games.hot', { query: { merchantCode: ALPHA } });
    expect(await t.value('games.hot', { query: { merchant: ALPHA } })).toEqual(own);
    const lanes = await t.value('games.vendorLanes', { query: { merchantCode: ALPHA } });
    expect(
      await t.value('games.vendorLanes', {
        query: { merchant: ALPHA, platform: 'html5', clientType: 2, language: 'en' },
      }),
    ).toEqual(lanes);
  });

  it('still checks the merchant named under either name', async () => {
    const res = await t.call('games.hot', { query: { merchant: 'SOMEONE-ELSE' } });
    expect(res.statusCode).toBe(400);
  });

  it('answers the game menu and announcements as mobile clients ask for them', async () => {
    const menu = await t.call('games.vassalageTypes', {
      query: { typeId: 1, merchant_code: ALPHA },
    });
    expect(menu.json()).toMatchObject({ success: true });
    for (const route of [undefined, CCSFE_ANNOUNCEMENTS]) {
      const query = { types: 'PR', platform: 'M' } as const;
      const mobile = await t.call('content.announcements', route ? { query, route } : { query });
      expect(mobile.json(), route?.path).toMatchObject({ success: true });
    }
  });

  it('reads the hot-games platform list the desktop client sends', async () => {
    const res = await t.call('games.hot', {
      query: { merchantCode: ALPHA, platform: 'flash,html5-desktop', isPlatform: 2 },
    });
    expect(res.json()).toMatchObject({ success: true });
  });
});

describe('language in any case', () => {
  it('answers language=en like language=EN, and a lower-case Language header', async () => {
    const upper = await t.value('content.winnerRankList', {
      query: { gameCategory: 'ALL', language: 'EN', limitNum: 50 },
    });
    const lower = await t.value('content.winnerRankList', {
      query: { gameCategory: 'ALL', language: 'en', limitNum: 50 },
      language: 'en',
    });
    expect(lower).toEqual(upper);
  });

  it('answers the rank list for ALL categories as for none named', async () => {
    const all = await t.value('content.winnerRankList', { query: { gameCategory: 'ALL' } });
    expect(all).toEqual(await t.value('content.winnerRankList'));
  });
});

describe('extra fields', () => {
  it('signs in with loginDeviceId and other fields the API schema does not know', async () => {
    const value = await t.value<{ token: string }>('session.login', {
      body: {
        type: 'username',
        username: 'player.one',
        password: 'Passw0rd!',
        loginDeviceId: '3b241101-e2bb-4255-8caf-4136c566a962',
        mobile: '0987650001',
        clientType: 2,
      },
      language: 'en',
    });
    expect(value.token).toEqual(expect.any(String));
  });

  it('still refuses a known field that breaks its rule', async () => {
    const res = await t.call('session.login', {
      body: { type: 'password-less', username: 'player.one', loginDeviceId: 'x' },
    });
    expect(res.json()).toMatchObject({ success: false, message: 'request_param_err' });
  });
});

describe('launch by node id', () => {
  const launch = (query: Record<string, string | number>) =>
    t.call('games.launch', { token: t.login('player.one'), query });

  it('opens the game named by nodeId and gameId, not the vendor lobby', async () => {
    const game = gameOfType('RNG');
    const res = await launch({
      gameType: game.gameType,
      vassalage: game.vassalage,
      gameId: game.nodeId,
      nodeId: game.nodeId,
      platform: 'html5',
      launchMode: 'GLS',
      accountType: 1,
      language: 'en',
    });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json<{ value: { url: string } }>().value.url);
    expect(url.searchParams.get('gameCode')).toBe(game.gameCode);
    expect(url.searchParams.get('language')).toBe('EN');
  });

  it('finds the vendor from the game when only gameId is sent', async () => {
    const game = gameOfType('FISH');
    const res = await launch({ gameId: game.nodeId, launchMode: 'GLS' });
    const url = new URL(res.json<{ value: { url: string } }>().value.url);
    expect(url.searchParams.get('vassalage')).toBe(game.vassalage);
    expect(url.searchParams.get('gameCode')).toBe(game.gameCode);
  });

  it('opens the vendor lobby only when no game is named', async () => {
    const game = gameOfType('RNG');
    const res = await launch({ vassalage: game.vassalage, launchMode: 'GLS' });
    const url = new URL(res.json<{ value: { url: string } }>().value.url);
    expect(url.searchParams.has('gameCode')).toBe(false);
  });

  it('refuses a node id that names no game, or another vendor’s game', async () => {
    const game = gameOfType('RNG');
    expect((await launch({ nodeId: 999999, launchMode: 'GLS' })).statusCode).toBe(400);
    const other = t.state().games.catalog.vendors.find((v) => v.vassalage !== game.vassalage);
    const mismatch = await launch({
      nodeId: game.nodeId,
      vassalage: other?.vassalage ?? 'NONE',
      launchMode: 'GLS',
    });
    expect(mismatch.statusCode).toBe(400);
  });
});

describe('headers other clients send', () => {
  const GAMES = { url: '/wps/relay/GCSGAME_gameList', query: { gameType: 'RNG', pageSize: '10' } };

  it.each(['ModuleId', 'Module-Id', 'x-module-id'])(
    'answers a call naming its module in %s and sending no Device as any other',
    async (header) => {
      const plain = await t.value('games.list', {
        query: { merchant: ALPHA, gameType: 'RNG', pageSize: 10 },
      });
      const res = await t.app.inject({
        ...GAMES,
        headers: { merchant: ALPHA, language: 'en', [header]: 'GAMELO3' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ value: unknown }>().value).toEqual(plain);
    },
  );
});
