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

  it('is the start-up loader on pages without a banner first, guarded pages and pages under a window', async () => {
    for (const url of ['/rng', '/member', '/login', '/nowhere']) {
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
