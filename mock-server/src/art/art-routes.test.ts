import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameRecord, GameVendor } from '@wl/api';
import { ALPHA, createMockTestApp, type MockTestApp } from '../test-support/mock-test-app.js';

let t: MockTestApp;
beforeAll(async () => {
  t = await createMockTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: { merchant: ALPHA } });

async function hotGames(): Promise<GameRecord[]> {
  return t.value<GameRecord[]>('games.hot', { query: { merchantCode: ALPHA } });
}

describe('the mock’s artwork', () => {
  it('gives every game its own sized thumbnail, named by its title but not drawing it, and every vendor its wordmark', async () => {
    const games = await hotGames();
    const icons = new Set(games.map((game) => game.icon));
    expect(icons.size).toBe(games.length);
    const [first] = games;
    if (!first?.icon) throw new Error('no hot game');
    const res = await get(first.icon);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toContain('max-age=');
    expect(res.body).toMatch(/^<svg [^>]*width="320" height="240"/);
    const title = first.gameName.replace(/'/g, '&#39;');
    expect(res.body).toContain(`<title>${title}</title>`);
    // the tile writes the title under the art: the art does not repeat it
    expect(res.body.split(title)).toHaveLength(2);

    const menus = await t.value<{ vendors: GameVendor[] }[]>('games.menus', {});
    const vendors = menus.flatMap((menu) => menu.vendors);
    const marks = await Promise.all(
      vendors.slice(0, 4).map(async (vendor) => (await get(vendor.smallIcon ?? '')).body),
    );
    expect(new Set(marks).size).toBe(4);
    for (const mark of marks) expect(mark).toMatch(/^<svg [^>]*width="192" height="96"/);
  });

  it('draws each lottery game its picture', async () => {
    const res = await get('/wps/art/lottery/MB.svg');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Northern</title>');
  });

  it('answers 404 for a game or vendor the catalog does not hold', async () => {
    expect((await get('/wps/art/games/NOPE_001.svg')).statusCode).toBe(404);
    expect((await get('/wps/art/vendors/NOPE.svg')).statusCode).toBe(404);
    expect((await get('/wps/art/lottery/NOPE.svg')).statusCode).toBe(404);
  });

  it('lists each hot game name once', async () => {
    const names = (await hotGames()).map((game) => game.gameName);
    expect(new Set(names).size).toBe(names.length);
  });
});
