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

const firstView = (html: string) => /<div id="root">(.*?)<\/div>\s*<\/body>/s.exec(html)?.[1] ?? '';

describe('the first view in index.html', () => {
  it("holds the home banner's first slide, fetched first, below the header's and the notices' space", async () => {
    const html = await page('saigon.localhost:8080', '/');
    expect(html).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/tenant-assets/banners/welcome.svg">',
    );
    const view = firstView(html);
    expect(view).toMatch(
      /^<div data-first-view aria-hidden="true"><div data-section-placeholder="header" style="height:104px"><\/div><div data-section-placeholder="notice-marquee" style="height:2.5rem"><\/div><div data-first-slide style="aspect-ratio:1200 \/ 400"><img src="\/tenant-assets\/banners\/welcome.svg" alt="[^"]+" width="1200" height="400" fetchpriority="high" decoding="sync"><\/div><\/div>$/,
    );
  });

  it("is each tenant's own banner, with the banner straight under the header when it comes first", async () => {
    const view = firstView(await page('jade.localhost:8080', '/'));
    expect(view).toContain(
      '<div data-section-placeholder="header" style="height:104px"></div><div data-first-slide',
    );
    expect(view).toContain('src="/tenant-assets/banners/jade-welcome.svg"');
  });

  it("holds a game list's first page of games, its first row's images fetched first, in the page's language", async () => {
    const html = await page('saigon.localhost:8080', '/rng?lang=EN');
    const view = firstView(html);
    expect(view).toMatch(
      /^<div data-first-view aria-hidden="true"><div data-section-placeholder="header" style="height:104px"><\/div>(<div data-section-placeholder="[^"]+" style="height:[^"]+"><\/div>)*<section class="mx-auto w-full max-w-7xl px-4 py-8" inert><h1 class="mb-6 text-3xl font-bold">Slots<\/h1>/,
    );
    const images = [...view.matchAll(/<img src="([^"]+)"[^>]*>/g)];
    expect(images.length).toBeGreaterThan(2);
    const eager = images.filter(([tag]) => tag.includes('fetchpriority="high"'));
    expect(eager.map(([, src]) => src)).toEqual(images.slice(0, 2).map(([, src]) => src));
    // the same two images the page's head fetches first
    for (const [, src] of eager)
      expect(html).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${src}">`);
    expect(view).toContain('>All games</button>');
    // nothing in it can be reached by keyboard before the app takes its place
    for (const [control] of view.matchAll(/<(button|select|input)\b[^>]*>/g))
      expect(control).toContain('tabindex="-1"');
    expect(view).not.toContain('data-loader');
  });

  it('is the start-up loader on pages without a section that draws one, guarded pages and pages under a window', async () => {
    for (const url of ['/live', '/member', '/login', '/nowhere']) {
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
