/**
 * The demo data of the shipped tenants (README "Demo data"): each tenant's header menu and mock
 * answers show the navigation and launch branches of docs/product/games.md.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameCategory } from '@wl/api';
import { createMockTestApp, type MockTestApp } from './test-support/mock-test-app.js';

const SAIGON = 'SGN01';
const JADE = 'JADE01';

let t: MockTestApp;
beforeAll(async () => {
  t = await createMockTestApp({ tenants: 'repository' });
});
afterAll(() => t.close());

/** Vendor count of each header item of the tenant that is a game category (0 when it has none). */
async function headerVendorCounts(merchant: string, code: string) {
  const menus = await t.value<GameCategory[]>('games.menus', { merchant });
  const header = t.tenants.get(code)?.menu.header ?? [];
  return Object.fromEntries(
    header
      .filter((item) => item !== 'HOME' && item !== 'PROMO')
      .map((item) => [
        item,
        menus.find((category) => category.gameCategory === item)?.vendors.length ?? 0,
      ]),
  );
}

function launch(merchant: string, query: Record<string, string | number>) {
  return t.call('games.launch', {
    merchant,
    token: t.login('player.one', { merchant }),
    query: { launchMode: 'GLS', accountType: 1, ...query },
  });
}

describe('saigon demo data', () => {
  it('has at least four vendors in every category, one above ten and lottery vendors of every kind', async () => {
    const counts = await headerVendorCounts(SAIGON, 'saigon');
    for (const [item, count] of Object.entries(counts)) {
      expect(count, item).toBeGreaterThanOrEqual(4);
    }
    expect(counts.RNG).toBeGreaterThan(10);
    const menus = await t.value<GameCategory[]>('games.menus', { merchant: SAIGON });
    const vendors = menus.flatMap((category) => category.vendors);
    expect(vendors.map((v) => v.vassalage)).toEqual(
      expect.arrayContaining(['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT']),
    );
    expect(vendors.filter((v) => v.maintenance).map((v) => v.vassalage)).toEqual(['YGG', 'DIG']);
    expect(vendors.some((v) => v.gameType === 'LIVE' && v.isGame === 'VASSALAGE')).toBe(true);
  });

  it('launches a sports vendor directly, the LOTT vendor into its lottery game, and refuses DIG', async () => {
    const sports = await launch(SAIGON, { vassalage: 'SABA' });
    expect(sports.json()).toMatchObject({ success: true, value: { url: expect.any(String) } });
    const lotto = await launch(SAIGON, { vassalage: 'LOTT' });
    expect(lotto.json<{ value: { url: string } }>().value.url).toContain('lottoGameCode=KENO5');
    const dig = await launch(SAIGON, { vassalage: 'DIG' });
    expect(dig.json()).toMatchObject({ success: false, message: 'game_maintenance' });
  });

  it('shows several home banners, notices and streaming live hosts', async () => {
    const groups = await t.value<{ banners: { groupName: string }[]; player: unknown[] }>(
      'content.announcements',
      { merchant: SAIGON, query: { types: 'B,PL', platform: 'W' } },
    );
    expect(groups.banners.filter((b) => b.groupName === 'w_home').length).toBeGreaterThan(1);
    expect(groups.player.length).toBeGreaterThan(0);
    const hosts = await t.value<unknown[]>('live.models', {
      merchant: SAIGON,
      query: { active: 1, streaming: 1 },
    });
    expect(hosts.length).toBeGreaterThan(1);
  });
});

describe('jade demo data', () => {
  it('hides LOTT (no vendor), has one in-house ELOTT vendor, four or more elsewhere, and launches ELOTT and COCKFIGHT directly', async () => {
    const counts = await headerVendorCounts(JADE, 'jade');
    expect(counts).toMatchObject({ LOTT: 0, ELOTT: 1 });
    for (const [item, count] of Object.entries(counts)) {
      if (item !== 'LOTT' && item !== 'ELOTT') expect(count, item).toBeGreaterThanOrEqual(4);
    }
    const elott = await launch(JADE, { vassalage: 'ELOTT' });
    expect(elott.json<{ value: { url: string } }>().value.url).toContain('lottoGameCode=EL_PK10');
    const cockfight = await launch(JADE, { vassalage: 'DS88' });
    expect(cockfight.json()).toMatchObject({ success: false, message: 'game_maintenance' });
  });

  it('has one home banner and no live streams (module off)', async () => {
    const groups = await t.value<{ banners: { groupName: string }[] }>('content.announcements', {
      merchant: JADE,
      query: { types: 'B', platform: 'W' },
    });
    expect(groups.banners.filter((b) => b.groupName === 'w_home')).toHaveLength(1);
    const live = await t.call('live.models', { merchant: JADE, query: { active: 1 } });
    expect(live.json()).toMatchObject({ success: false, message: 'function.not.available' });
  });
});

describe('goalline demo data', () => {
  it('puts sports first with at least four sports vendors', async () => {
    const counts = await headerVendorCounts('GOAL01', 'goalline');
    expect(Object.keys(counts)[0]).toBe('SPORTS');
    expect(counts.SPORTS).toBeGreaterThanOrEqual(4);
  });
});
