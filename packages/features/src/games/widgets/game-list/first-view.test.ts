import { describe, expect, it } from 'vitest';
import type { FirstViewPage } from '@wl/widgets/server';
import { gameListFirstView } from './first-view.js';

/** The page's texts by key, and image addresses on one image host, as the site server gives them. */
const page: FirstViewPage = {
  language: 'EN',
  merchant: 'SAIGON01',
  text: (key) => `«${key}»`,
  moduleOn: (modId) => modId !== 'GAMELOREC3',
  image: (address) =>
    /^javascript:/i.test(address) ? undefined : `https://img.example.com/${address}`,
  site: { displayName: 'Saigon', logo: 'assets/logo.svg', customerServiceUrl: '/help' },
  centrePages: () => [],
  param: () => undefined,
  host: 'saigon.localhost',
  visitorIp: '203.0.113.7',
};

const game = (code: string, extra: Record<string, unknown> = {}) => ({
  nodeId: code.length,
  vassalage: 'PG',
  gameCode: code,
  gameName: `Game ${code}`,
  gameType: 'RNG',
  isGame: 'GAME',
  icon: `games/${code}.png`,
  maintenance: false,
  ...extra,
});

const answer = (games: unknown[]) => ({ games, totalPages: 1, totalCount: games.length });

describe("the game list's first view", () => {
  it('draws the title, the list controls and every game of the first page, its first row fetched first', () => {
    const view = gameListFirstView(
      'RNG',
      answer([game('a'), game('b'), game('c', { maintenance: true })]),
      page,
    );
    const markup = view?.markup ?? '';
    expect(markup).toMatch(
      /^<section inert="" class="mx-auto w-full max-w-7xl px-4 py-8"><h1 class="mb-6 text-3xl font-bold">«nav.RNG»<\/h1>/,
    );
    expect(markup).toContain('«games.vendorFilter.all»');
    // the tabs and stars of the modules the tenant has on
    expect([...markup.matchAll(/>«games\.tabs\.(\w+)»</g)].map(([, tab]) => tab)).toEqual([
      'all',
      'favourites',
      'hot',
    ]);
    expect(markup.match(/☆/g)).toHaveLength(3);
    expect(markup).toContain('«games.search.submit»');
    const images = [...markup.matchAll(/<img [^>]*>/g)].map(([tag]) => tag);
    expect(images).toHaveLength(3);
    expect(images[0]).toContain('src="https://img.example.com/games/a.png"');
    expect(images[0]).toMatch(/fetchpriority="high"/i);
    expect(images[1]).toMatch(/fetchpriority="high"/i);
    expect(images[2]).toContain('loading="lazy"');
    expect(images[2]).not.toMatch(/fetchpriority/i);
    expect(markup.match(/«games\.maintenance»/g)).toHaveLength(1);
    // the first answers fetch the first row in the head: nothing more to preload
    expect(view?.preload).toEqual([]);
    // nothing that can be pressed before the app takes its place, nor a mark or an id the app's
    // list beside it carries
    expect(markup).not.toMatch(/data-(widget|game|testid)/);
    expect([...markup.matchAll(/\bid="([^"]*)"/g)].map(([, id]) => id)).toEqual([
      expect.stringMatching(/^_drawn-/),
      expect.stringMatching(/^_drawn-/),
    ]);
  });

  it('escapes what the backend answers and leaves out an image the app would not show', () => {
    const markup =
      gameListFirstView(
        'RNG',
        answer([game('x', { gameName: '<b>"Lucky"</b>', icon: 'javascript:alert(1)' })]),
        page,
      )?.markup ?? '';
    expect(markup).toContain('&lt;b&gt;&quot;Lucky&quot;&lt;/b&gt;');
    expect(markup).not.toContain('<b>');
    expect(markup).not.toContain('<img');
    expect(markup).not.toContain('javascript:');
  });

  it('is no first view for an empty or unreadable answer', () => {
    expect(gameListFirstView('RNG', answer([]), page)).toBeUndefined();
    expect(gameListFirstView('RNG', 'not a page', page)).toBeUndefined();
  });
});
