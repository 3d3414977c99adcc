import { describe, expect, it } from 'vitest';
import { siteAppPerFile } from './test-support/site-app.js';

const started = siteAppPerFile((site) =>
  // A tenant whose home starts with a block of unknown height: no first view can be drawn.
  site.writeTenant('tall', {
    'tenant.json': { merchantCode: 'TALL01', displayName: 'Tall', hostnames: ['tall.example.com'] },
    'pages/home.json': {
      order: [
        'advantages',
        'banner',
        'notices',
        'live-streams',
        'app-download',
        'casino',
        'figures',
      ],
    },
  }),
);

const page = async (host: string, url: string): Promise<string> =>
  (await started().app.inject({ url, headers: { host } })).body;

/** What `#root` holds (a consent banner the page may carry after it is not part of it). */
const drawnFirstView = (html: string) =>
  /<div id="root">(.*?)<\/div>\s*(?:<section [^>]*data-consent-banner.*?<\/section>)?<\/body>/s.exec(
    html,
  )?.[1] ?? '';

/** The header's logo row drawn inside its space (`aboveView`), as the test below reads it. */
const HEADER_ROW =
  /(<div data-section-placeholder="header" style="height:104px">)(<div class="relative z-30 [^"]*">.*?<\/span><div class="ms-auto [^"]*"><\/div><\/div>(?:<div class="h-12 [^"]*"><div [^>]*><\/div><\/div>)?<\/div>)(<\/div>)/;

/** The first view in `#root`, the header's space shown empty (its row is tested on its own). */
const firstView = (html: string) => drawnFirstView(html).replace(HEADER_ROW, '$1$3');

describe('the first view in index.html', () => {
  it("holds the home banner's first slide, fetched first, below the header's and the notices' space", async () => {
    const html = await page('saigon.localhost:8080', '/');
    expect(html).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/tenant-assets/banners/welcome.svg">',
    );
    const view = firstView(html);
    expect(view).toMatch(
      /^<div data-first-view aria-hidden="true"><div data-section-placeholder="header" style="height:104px"><\/div><div data-section-placeholder="notice-marquee" style="height:2.5rem"><\/div><section data-first-slide="true" aria-roledescription="carousel" class="relative w-full overflow-hidden bg-base-200" style="aspect-ratio:1200 \/ 400"><div class="flex h-full w-full "><div class="h-full w-full shrink-0"><div class="relative block h-full w-full"><img src="\/tenant-assets\/banners\/welcome.svg" alt="" width="1200" height="400" class="h-full w-full object-cover" loading="eager" fetchPriority="high" decoding="sync" draggable="false"\/>/,
    );
    // the caption the tenant wrote for the banner, in the page's language, as the carousel shows it
    expect(view).toContain('>Thưởng chào mừng 100% cho lần nạp đầu</span>');
    // a plain box: nothing to follow before the app's slide takes its place
    expect(view).not.toMatch(/<(a|button)\b/);
  });

  it("is each tenant's own banner, with the banner straight under the header when it comes first", async () => {
    const view = firstView(await page('jade.localhost:8080', '/'));
    expect(view).toContain(
      '<div data-section-placeholder="header" style="height:104px"></div><section data-first-slide',
    );
    expect(view).toContain('src="/tenant-assets/banners/jade-welcome.svg"');
  });

  it("holds a game list's first page of games, its first row's images fetched first, in the page's language", async () => {
    const html = await page('saigon.localhost:8080', '/rng?lang=EN');
    const view = firstView(html);
    expect(view).toMatch(
      /^<div data-first-view aria-hidden="true"><div data-section-placeholder="header" style="height:104px"><\/div>(<div data-section-placeholder="[^"]+" style="height:[^"]+"><\/div>)*<section inert="" class="mx-auto w-full max-w-7xl px-4 py-8"><h1 class="mb-6 text-3xl font-bold">Slots<\/h1>/,
    );
    const images = [...view.matchAll(/<img src="([^"]+)"[^>]*>/g)];
    expect(images.length).toBeGreaterThan(2);
    const eager = images.filter(([tag]) => /fetchpriority="high"/i.test(tag));
    expect(eager.map(([, src]) => src)).toEqual(images.slice(0, 2).map(([, src]) => src));
    // the same two images the page's head fetches first
    for (const [, src] of eager)
      expect(html).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${src}">`);
    expect(view).toContain('>All games</button>');
    // nothing in it can be reached by keyboard before the app takes its place: the screen is inert
    expect(view.match(/<(button|select|input)\b/g)?.length).toBeGreaterThan(3);
    expect(view).not.toContain('data-loader');
  });

  it("holds the lottery screen's title and first prize mode's games for every tenant, signed in or not", async () => {
    for (const host of [
      'saigon.localhost:8080',
      'jade.localhost:8080',
      'goalline.localhost:8080',
    ]) {
      const view = firstView(await page(host, '/lottery?lang=EN'));
      expect(view, host).toMatch(
        /^<div data-first-view aria-hidden="true"><div data-section-placeholder="header" style="height:[^"]+"><\/div>(<div data-section-placeholder="[^"]+" style="height:[^"]+"><\/div>)*<section inert="" class="mx-auto w-full max-w-7xl px-4 py-8"><h1 class="mb-6 text-3xl font-bold">Lottery<\/h1>/,
      );
      // the prize modes, the first one chosen, and its games with the first one chosen
      expect(view, host).toMatch(
        /aria-selected="true" class="tab tab-active">Traditional<\/button>/,
      );
      expect(view.match(/class="btn btn-sm btn-primary">[^<]+<\/button>/g), host).toHaveLength(1);
      expect(view.match(/class="btn btn-sm btn-outline">/g)?.length, host).toBeGreaterThan(0);
      expect(view, host).toContain('>Open lottery lobby</button>');
      expect(view, host).not.toContain('data-loader');
    }
  });

  it("holds the member centre's title, the menu the tenant offers and the asked page's heading, not a loader", async () => {
    for (const host of [
      'saigon.localhost:8080',
      'jade.localhost:8080',
      'goalline.localhost:8080',
    ]) {
      const view = firstView(await page(host, '/member?lang=EN'));
      expect(view, host).toMatch(
        /^<div data-first-view aria-hidden="true"><div data-section-placeholder="header" style="height:[^"]+"><\/div>(<div data-section-placeholder="[^"]+" style="height:[^"]+"><\/div>)*<section inert="" class="mx-auto w-full max-w-7xl px-4 py-8"><h1 class="mb-6 text-3xl font-bold">[^<]+<\/h1>/,
      );
      const entries = [
        ...view.matchAll(/<li><span class="whitespace-nowrap ([^"]*)">([^<]+)<\/span><\/li>/g),
      ];
      expect(entries.length, host).toBeGreaterThan(3);
      // the first page is the chosen one, its heading beside the menu
      expect(
        entries.map(([, active]) => (active ?? '').trim()),
        host,
      ).toEqual(entries.map((_entry, index) => (index === 0 ? 'menu-active' : '')));
      expect(view, host).toContain(
        `<h2 class="mb-4 text-xl font-semibold">${entries[0]?.[2]}</h2>`,
      );
      expect(view, host).not.toContain('data-loader');
      expect(view, host).not.toContain('<img');
    }
    const inbox = firstView(await page('saigon.localhost:8080', '/member?page=inbox&lang=EN'));
    expect(inbox).toMatch(/<span class="whitespace-nowrap menu-active">Inbox<\/span>/);
    expect(inbox).toContain('<h2 class="mb-4 text-xl font-semibold">Inbox</h2>');
  });

  it("holds the agent centre's title, the entries every agent has and the opened page's heading, not a loader", async () => {
    for (const host of ['saigon.localhost:8080', 'jade.localhost:8080']) {
      const view = firstView(await page(host, '/agentHome?lang=EN'));
      expect(view, host).toMatch(
        /^<div data-first-view aria-hidden="true"><div inert="" class="min-h-screen"><header class="navbar [^"]*"><h1 class="flex-1 text-2xl font-bold">Agent centre<\/h1><div class="[^"]*"><span class="invisible">GMT[+-]\d\d:\d\d<\/span><time [^>]*class="inline-block min-w-\[24ch\] tabular-nums invisible">[^<]+<\/time><span class="w-28 truncate font-semibold" title=""><\/span><button [^>]*>Log out<\/button><\/div><\/header>/,
      );
      const entries = [...view.matchAll(/<li><span class="([^"]*)">([^<]+)<\/span><\/li>/g)].map(
        ([, active, name]) => `${name ?? ''}${active ? ' (opened)' : ''}`,
      );
      // the dashboard opens first; the contract entries (salaries, dividend) are each agent's own
      expect(entries.slice(0, 2), host).toEqual(['Dashboard (opened)', 'Deposit']);
      expect(entries.at(-1), host).toBe('Customer service');
      expect(entries.join(), host).not.toMatch(/Dividend|wage|salary/i);
      expect(view, host).toContain('<h2 class="mb-4 text-xl font-semibold">Dashboard</h2>');
      expect(view, host).toContain('>Menu</button>');
      expect(view, host).not.toContain('data-loader');
      expect(view, host).not.toContain('<img');
    }
    const asked = firstView(
      await page('saigon.localhost:8080', '/agentHome?page=teamBetting&lang=EN'),
    );
    expect(asked).toContain('<span class="menu-active">Team betting</span>');
    expect(asked).toContain('<h2 class="mb-4 text-xl font-semibold">Team betting</h2>');
    expect(asked).not.toContain('My balance');
    // a contract page is the app's to judge once the agent's contracts are known: no heading yet
    const contract = firstView(
      await page('saigon.localhost:8080', '/agentHome?page=dailyWage&lang=EN'),
    );
    expect(contract).not.toContain('menu-active');
    expect(contract).not.toContain('<h2');
  });

  it('holds the dashboard blocks every agent sees under the frame, the values left to the app', async () => {
    const view = firstView(await page('goalline.localhost:8080', '/agentHome'));
    const texts = [...view.matchAll(/<(?:div|h3|span) class="([^"]*)">([^<]+)</g)].map(
      ([, classes, text]) => `${classes ?? ''}: ${text ?? ''}`,
    );
    expect(texts).toEqual(
      expect.arrayContaining([
        'stat-title whitespace-normal: My balance',
        'stat-title whitespace-normal: This month&#x27;s commission',
        'stat-title whitespace-normal: Next settlement',
        'stat-title whitespace-normal: New members this month',
        'mb-2 font-bold: This month&#x27;s commission by kind',
        'link: Daily wage',
        'mb-2 font-bold: Offers and requests waiting',
      ]),
    );
    // the agent's figures are the app's: each value's line is held, empty
    expect(view.match(/<div class="stat-value text-2xl">\u00a0<\/div>/g)).toHaveLength(4);
    expect(view.slice(view.indexOf('</header>'))).not.toMatch(/\d[.,]\d\d/);
    // no mark or id the app's dashboard beside it carries
    expect(view).not.toMatch(/\s(id|data-testid|data-widget|data-kind)=/);
  });

  it("draws the header's logo row in its space, the tenant's logo where the app shows it", async () => {
    for (const [host, url, logo] of [
      ['saigon.localhost:8080', '/lottery', '/tenant-assets/logo.svg'],
      ['saigon.localhost:8080', '/', '/tenant-assets/logo.svg'],
      ['jade.localhost:8080', '/member', ''],
    ] as const) {
      const row = HEADER_ROW.exec(drawnFirstView(await page(host, url)))?.[2] ?? '';
      expect(row, `${host}${url}`).toMatch(
        /^<div class="relative z-30 bg-base-100 text-base-content shadow"><div class="mx-auto flex h-14 max-w-7xl items-center gap-2 px-2 sm:px-4[^"]*">(<div class="hidden sm:block"><\/div>)?<span class="min-w-\[4.5rem\] shrink"><img src="[^"]+" alt="" class="h-8 w-auto [^"]*"\/><\/span><div class="ms-auto justify-end [^"]*"><\/div><\/div><div class="h-12 border-t border-base-content\/10"><div class="mx-auto flex h-full [^"]*"><\/div><\/div><\/div>$/,
      );
      if (logo) expect(row).toContain(`<img src="${logo}"`);
    }
  });

  it('is the start-up loader on pages without a section that draws one, guarded pages and pages under a window', async () => {
    for (const url of ['/live', '/login', '/nowhere']) {
      const view = firstView(await page('saigon.localhost:8080', url));
      expect(view, url).not.toContain('data-first-slide');
      expect(view, url).toContain('<img src="/tenant-assets/logo.svg"');
      expect(view, url).toContain('>Đang tải…</span>');
    }
    const tall = firstView(await page('tall.example.com', '/'));
    expect(tall).not.toContain('data-first-slide');
    expect(tall).toContain('data-loader="branded"');
  });
});

describe('the first view of a closed site', () => {
  const closed = siteAppPerFile(() => undefined, { devControls: true });
  const setStatus = async (tenant: string, status: Record<string, unknown>) => {
    const res = await closed().app.inject({
      method: 'POST',
      url: `/__dev/tenants/${tenant}/status`,
      payload: status,
    });
    expect(res.statusCode).toBe(200);
  };
  const closedPage = async (host: string, url: string, remoteAddress?: string) =>
    firstView(
      (
        await closed().app.inject({
          url,
          headers: { host },
          ...(remoteAddress && { remoteAddress }),
        })
      ).body,
    );

  it('is the maintenance page on every address, in the page language, with its end and help, drawn before any code', async () => {
    await setStatus('saigon', { status: 1, maintenanceEnd: '2030-05-15T12:00:00Z' });
    for (const url of ['/', '/member', '/promotions?lang=en']) {
      const view = await closedPage('saigon.localhost:8080', url);
      expect(view, url).toMatch(/^<div data-first-view aria-hidden="true"><main class="flex/);
      expect(view, url).not.toContain('data-first-slide');
      expect(view, url).not.toContain('data-loader');
    }
    const vietnamese = await closedPage('saigon.localhost:8080', '/');
    expect(vietnamese).toContain('<h1 class="card-title text-2xl">Hệ thống đang bảo trì</h1>');
    expect(vietnamese).toContain('<p>Xin chân thành cảm ơn sự ủng hộ của bạn!</p>');
    expect(vietnamese).toMatch(/<p class="font-semibold">Dự kiến hoàn tất bảo trì: [^<]*2030<\/p>/);
    const english = await closedPage('saigon.localhost:8080', '/promotions?lang=en');
    expect(english).toContain('>System maintenance</h1>');
    // customer service: the tenant's external link, never a page of the closed site
    expect(english).toMatch(
      /<a class="btn btn-primary" href="https:\/\/[^"]+" target="_blank" rel="noopener noreferrer" tabindex="-1">Contact customer service<\/a>/,
    );
    await setStatus('saigon', { status: 0 });
  });

  it("is the blocked page with the visitor's own address, though the status is kept for every visitor", async () => {
    await setStatus('jade', { status: 2 });
    const first = await closedPage('jade.localhost:8080', '/', '198.51.100.7');
    expect(first).toContain('>Access restricted</h1>');
    expect(first).toContain('<p class="font-mono">Your IP address: 198.51.100.7</p>');
    const second = await closedPage('jade.localhost:8080', '/', '203.0.113.9');
    expect(second).toContain('Your IP address: 203.0.113.9');
    expect(second).not.toContain('198.51.100.7');
    await setStatus('jade', { status: 0 });
    const open = await closedPage('jade.localhost:8080', '/', '203.0.113.9');
    expect(open).toContain('data-first-slide');
  });
});
