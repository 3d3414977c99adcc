import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FirstAnswers } from '@wl/core/first-answers';
import { PUBLIC_ANSWER_FRESH_MS, PUBLIC_ANSWER_STALE_MS } from './public-answer-cache.js';
import { startProxySite, type ProxySite } from './test-support/proxy-site.js';
import { siteAppPerFile } from './test-support/site-app.js';
import { startUpstream, type UpstreamFixture } from './test-support/upstream-fixture.js';

const BLOCK = /<script type="application\/json" id="wl-first-answers">(.*?)<\/script>/s;

/** The first answers a page carries, or undefined without them. */
const answersIn = (html: string): FirstAnswers | undefined => {
  const text = BLOCK.exec(html)?.[1];
  return text === undefined ? undefined : (JSON.parse(text) as FirstAnswers);
};

/** The first page of the page's game list among its sections' answers. */
const gameListIn = (seed: FirstAnswers | undefined) =>
  seed?.calls?.find((call) => call.id === 'games.list');

describe('the first answers in index.html, on the mock', () => {
  const started = siteAppPerFile();
  const page = async (host: string, url: string, headers: Record<string, string> = {}) =>
    (await started().app.inject({ url, headers: { host, ...headers } })).body;

  it("hold a game list page's start-up answers and its first page of games, asked as the app asks", async () => {
    const html = await page('saigon.localhost:8080', '/rng');
    const seed = answersIn(html);
    expect(seed?.language).toBe('VI');
    expect(seed?.answers['system.status']).toMatchObject({ status: 0 });
    expect(Array.isArray(seed?.answers['system.whitelabel'])).toBe(true);
    expect(seed?.answers['system.permission']).toMatchObject({ imageCDNs: ['/'] });
    expect(seed?.imageCdn).toBe('/');
    expect(gameListIn(seed)?.query).toEqual({
      gameType: 'RNG',
      pageNo: 1,
      pageSize: 24,
      merchant: 'SGN01',
    });
    const { games } = gameListIn(seed)?.value as { games: { gameType: string; icon: string }[] };
    expect(games.length).toBeGreaterThan(0);
    expect(games.every((game) => game.gameType === 'RNG')).toBe(true);
    // the first game's image, on the image host the app will use, is fetched first
    expect(html).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${games[0]!.icon}">`,
    );
  });

  it("are each tenant's own, in the page's language, and a page without a list has none", async () => {
    const jade = answersIn(await page('jade.localhost:8080', '/rng'));
    expect(gameListIn(jade)?.query?.merchant).toBe('JADE01');
    const english = answersIn(await page('saigon.localhost:8080', '/rng?lang=en'));
    expect(english?.language).toBe('EN');
    const home = answersIn(await page('saigon.localhost:8080', '/'));
    expect(home?.answers['system.status']).toMatchObject({ status: 0 });
    expect(home?.calls).toBeUndefined();
  });

  it('are the same for a visitor with a session: nothing per member goes in', async () => {
    const token = 'member-token-123';
    const seed = answersIn(
      await page('saigon.localhost:8080', '/rng', { authorization: token, cookie: 'sid=abc' }),
    );
    const anonymous = answersIn(await page('saigon.localhost:8080', '/rng'));
    expect(gameListIn(seed)).toBeDefined();
    expect(gameListIn(seed)).toEqual(gameListIn(anonymous));
    expect(JSON.stringify(seed)).not.toContain(token);
  });
});

describe('the first answers in index.html, through the upstream', () => {
  let upstream: UpstreamFixture;
  let site: ProxySite;
  let delayMs = 0;
  let failing = false;
  let note = 'plain';

  beforeAll(async () => {
    upstream = await startUpstream((app) => {
      const answer = (value: unknown) => async () => {
        if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
        return failing
          ? { success: false, message: 'down', value: null }
          : { success: true, message: null, value };
      };
      app.get('/api/wps/system/status', answer({ status: 0, maintenanceEnd: null, ip: '' }));
      app.get('/api/wps/system/whitelabel', answer([{ modId: 'GAMELO3', enabled: '1' }]));
      app.get('/api/wps/system/permission', () =>
        answer({ imageCDNs: ['https://img.example.com'], note })(),
      );
    });
    site = await startProxySite(`${upstream.origin}/api`);
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  /** Past the time a kept answer is served: the next page asks again and waits for it. */
  const forgetKeptAnswers = () =>
    vi.setSystemTime(Date.now() + PUBLIC_ANSWER_FRESH_MS + PUBLIC_ANSWER_STALE_MS + 1);
  afterAll(async () => {
    vi.useRealTimers();
    // the slow answer's connection may still be open
    upstream.app.server.closeAllConnections();
    await site.close();
    await upstream.close();
  });
  afterEach(() => {
    delayMs = 0;
    failing = false;
    note = 'plain';
    upstream.seen.length = 0;
    forgetKeptAnswers();
  });

  const page = async (headers: Record<string, string> = {}, url = '/') =>
    (await site.app.inject({ url, headers: { host: site.host, ...headers } })).body;

  it("are asked of the tenant's upstream without the visitor's token or cookies", async () => {
    const seed = answersIn(await page({ authorization: 'member-token', cookie: 'sid=abc' }));
    expect(seed?.answers['system.whitelabel']).toEqual([{ modId: 'GAMELO3', enabled: '1' }]);
    expect(seed?.imageCdn).toBe('https://img.example.com');
    const asked = upstream.seen.filter((request) => request.url.startsWith('/api/wps/system/'));
    expect(asked.map((request) => request.url).sort()).toEqual([
      '/api/wps/system/permission',
      '/api/wps/system/status',
      '/api/wps/system/whitelabel',
    ]);
    for (const request of asked) {
      expect(request.headers).toMatchObject({ merchant: 'REAL01', device: 'web', language: 'VI' });
      expect(request.headers.authorization).toBeUndefined();
      expect(request.headers.cookie).toBeUndefined();
      expect(request.headers['x-forwarded-for']).toBe('127.0.0.1');
    }
    // the status names the address of the visitor who gets the page
    const other = answersIn(
      (
        await site.app.inject({
          url: '/',
          headers: { host: site.host },
          remoteAddress: '198.51.100.7',
        })
      ).body,
    );
    expect(other?.answers['system.status']).toMatchObject({ ip: '198.51.100.7' });
    // kept for every visitor all the same: marked for the app to ask again
    expect(other?.perVisitor).toEqual(['system.status']);
  });

  it('are asked of the upstream once per period however many pages are served, then refreshed behind the pages', async () => {
    const startUp = () =>
      upstream.seen.filter((request) => request.url === '/api/wps/system/permission');
    await Promise.all(Array.from({ length: 20 }, () => page()));
    await page();
    expect(startUp()).toHaveLength(1);
    note = 'edited';
    vi.setSystemTime(Date.now() + PUBLIC_ANSWER_FRESH_MS + 1);
    // past the period, the kept answer still goes out while one fresh call is made
    const stale = answersIn(await page());
    expect(stale?.answers['system.permission']).toMatchObject({ note: 'plain' });
    await vi.waitFor(() => expect(startUp()).toHaveLength(2));
    await vi.waitFor(async () =>
      expect(answersIn(await page())?.answers['system.permission']).toMatchObject({
        note: 'edited',
      }),
    );
    expect(startUp()).toHaveLength(2);
  });

  it('are left out when the backend fails or is slow, and the page still goes out', async () => {
    failing = true;
    const failed = await page();
    expect(failed).toContain('<div id="root">');
    expect(answersIn(failed)).toBeUndefined();
    failing = false;
    forgetKeptAnswers();
    delayMs = 1000;
    const startedAt = Date.now();
    const slow = await page();
    expect(Date.now() - startedAt).toBeLessThan(900);
    expect(answersIn(slow)).toBeUndefined();
  });

  it('cannot close their element or open markup, whatever the backend answers', async () => {
    note = '</script><script>alert(1)</script><!--';
    // (in English: the slow answer above may still be on its way for the default language)
    const html = await page({}, '/?lang=en');
    expect(html).not.toContain('alert(1)</script>');
    expect(html).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
    expect(answersIn(html)?.answers['system.permission']).toMatchObject({ note });
  });
});
