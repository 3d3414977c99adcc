import { describe, expect, it } from 'vitest';
import { OPEN, sitePerTestFile } from './foreign-site.js';
import { RawClient, firstOf, type Json } from './raw-client.js';

const site = sitePerTestFile();

/** The query of the game list as a mobile client sends it; `gameType` left out for all types. */
function gameListQuery(overrides: Record<string, string | number> = {}) {
  return {
    merchant: OPEN.merchant,
    platform: 'html5',
    clientType: 2,
    language: 'en',
    pageNo: 1,
    pageSize: 20,
    vassalage: '',
    gameName: '',
    ...overrides,
  };
}

function expectGameCard(game: Json): void {
  expect(Number.isInteger(Number(game.nodeId)), JSON.stringify(game)).toBe(true);
  expect(typeof firstOf(game, ['gameName', 'defaultLanguage']), JSON.stringify(game)).toBe(
    'string',
  );
  expect(typeof firstOf(game, ['defaultIcon', 'showIcon', 'icon']), JSON.stringify(game)).toBe(
    'string',
  );
}

describe('game lobby calls as public clients send them', () => {
  it('GCSGAME_gameList without gameType: value.games[], totalPages, totalCount', async () => {
    const client = new RawClient(site(), OPEN);

    const value = await client.value({
      path: '/wps/relay/GCSGAME_gameList',
      query: gameListQuery(),
    });

    expect(Array.isArray(value?.games), 'value.games[]').toBe(true);
    expect(value.games.length).toBeGreaterThan(0);
    expect(value.games.length).toBeLessThanOrEqual(20);
    for (const game of value.games) expectGameCard(game);
    expect(value.totalPages).toBeGreaterThanOrEqual(1);
    expect(value.totalCount).toBeGreaterThanOrEqual(value.games.length);
  });

  it('GCSGAME_gameList with a vassalage lists only that vendor, a smaller total', async () => {
    const client = new RawClient(site(), OPEN);
    const path = '/wps/relay/GCSGAME_gameList';

    const all = await client.value({ path, query: gameListQuery() });
    const pg = await client.value({ path, query: gameListQuery({ vassalage: 'PG' }) });

    expect(pg.games.length).toBeGreaterThan(0);
    expect(pg.totalCount).toBeLessThan(all.totalCount);
  });

  it('GCSGAME_gameList with a gameName lists the games whose name holds it', async () => {
    const client = new RawClient(site(), OPEN);
    const path = '/wps/relay/GCSGAME_gameList';
    const nameOf = (game: Json): string => String(firstOf(game, ['gameName', 'defaultLanguage']));

    const all = await client.value({ path, query: gameListQuery({ vassalage: 'PG' }) });
    const [first] = all.games as Json[];
    const name = nameOf(first);
    const found = await client.value({
      path,
      query: gameListQuery({ gameName: name, pageSize: 200 }),
    });

    expect(found.games.map((game: Json) => game.nodeId)).toContain(first.nodeId);
    for (const game of found.games) expect(nameOf(game)).toContain(name);
  });

  it('GCSGAME_newGameVendor?merchant&platform&clientType&language: value.lanes[] with cards[]', async () => {
    const client = new RawClient(site(), OPEN);

    const value = await client.value({
      path: '/wps/relay/GCSGAME_newGameVendor',
      query: { merchant: OPEN.merchant, platform: 'html5', clientType: 2, language: 'en' },
    });
    const lanes: Json[] = value?.lanes ?? value?.data?.lanes;

    expect(Array.isArray(lanes), 'value.lanes[]').toBe(true);
    expect(lanes.length).toBeGreaterThan(0);
    for (const lane of lanes) {
      expect(typeof firstOf(lane, ['title', 'gameType'])).toBe('string');
      expect(lane.cards.length).toBeGreaterThan(0);
      for (const card of lane.cards) {
        expect(typeof firstOf(card, ['vassalage', 'accountTypeName'])).toBe('string');
        expect(typeof card.displayName).toBe('string');
      }
    }
  });

  it('GCSGAME_getVassGameType?typeId=1&merchant_code: value.content maps game type, then vassalage, to games', async () => {
    const client = new RawClient(site(), OPEN);

    const value = await client.value({
      path: '/wps/relay/GCSGAME_getVassGameType',
      query: { typeId: 1, merchant_code: OPEN.merchant },
    });
    const byType: Record<string, Record<string, unknown>> = value.content;

    expect(byType, 'value.content').toBeTypeOf('object');
    expect(Object.keys(byType)).toContain('RNG');
    expect(Object.keys(byType.RNG!)).toContain('PG');
    for (const vendors of Object.values(byType)) {
      for (const games of Object.values(vendors)) expect(Array.isArray(games)).toBe(true);
    }
  });

  it('GCSGAME_getRankList?gameCategory=ALL&language=en&limitNum=50: value.list[].vo', async () => {
    const client = new RawClient(site(), OPEN);

    const value = await client.value({
      path: '/wps/relay/GCSGAME_getRankList',
      query: { gameCategory: 'ALL', language: 'en', limitNum: 50 },
    });
    const rows: Json[] = firstOf(value, ['list', 'records', 'rankList']);

    expect(Array.isArray(rows), 'value.list[]').toBe(true);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(50);
    for (const { vo } of rows) {
      expect(typeof vo.gameName).toBe('string');
      expect(typeof vo.customerName).toBe('string');
      expect(Number.isFinite(Number(vo.winAmount))).toBe(true);
    }
  });

  it('GCSGAME_hotGamesV2 answers the same hot games to GET and to POST', async () => {
    const client = new RawClient(site(), OPEN);
    const params = {
      merchantCode: OPEN.merchant,
      isPlatform: 2,
      platform: 'html5',
      language: 'en',
    };
    const path = '/wps/relay/GCSGAME_hotGamesV2';
    const gamesIn = (value: Json): Json[] =>
      Array.isArray(value) ? value : firstOf(value, ['games', 'list', 'content']);

    const byGet = gamesIn(await client.value({ path, query: params }));
    const byPost = gamesIn(await client.value({ method: 'POST', path, body: params }));

    expect(byGet.length).toBeGreaterThan(0);
    for (const game of byGet) expectGameCard(game);
    expect(byPost.map((game) => game.nodeId)).toEqual(byGet.map((game) => game.nodeId));
  });
});
