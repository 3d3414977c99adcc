/**
 * What search engines get from the site server (docs/product/seo.md): each page's language, title,
 * description, canonical address and language versions, and each tenant's robots.txt and sitemap.
 */
import { describe, expect, it } from 'vitest';
import { siteAppPerFile } from '../test-support/site-app.js';
import robotsParser from 'robots-parser';

const started = siteAppPerFile();
const get = (url: string, host: string) => started().app.inject({ url, headers: { host } });

/** The `<head>` elements of a served page that search engines read. */
async function head(url: string, host: string) {
  const answer = await get(url, host);
  const html = answer.body;
  const attr = (pattern: RegExp) => pattern.exec(html)?.[1];
  return {
    status: answer.statusCode,
    lang: attr(/<html lang="([^"]*)"/),
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)">/),
    canonical: attr(/<link rel="canonical" href="([^"]*)">/),
    robots: attr(/<meta name="robots" content="([^"]*)">/),
    alternates: [...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)">/g)].map(
      ([, hreflang, href]) => `${hreflang} ${href}`,
    ),
    html,
  };
}

describe('the head of a served page', () => {
  it("names the route and the site in the tenant's default language, on the tenant's primary host", async () => {
    const page = await head('/', 'saigon.example.com');
    expect(page.lang).toBe('vi');
    expect(page.title).toBe('Trang chủ | Saigon Royal');
    expect(page.description).toContain('Saigon Royal: xổ số miền Nam');
    expect(page.canonical).toBe('https://saigon.example.com/');
    expect(page.alternates).toEqual([
      'vi https://saigon.example.com/',
      'en https://saigon.example.com/?lang=EN',
      'zh-CN https://saigon.example.com/?lang=CN',
      'zh-TW https://saigon.example.com/?lang=TW',
      'x-default https://saigon.example.com/',
    ]);
    expect(page.robots).toBeUndefined();
  });

  it('is in the language ?lang= asks for, with the route’s own description, and drops other parameters', async () => {
    const page = await head('/promotions?lang=en&utm_source=mail', 'www.saigon.example.com');
    expect(page.lang).toBe('en');
    expect(page.title).toBe('Promotions | Saigon Royal');
    expect(page.description).toBe('The latest promotions and offers for members.');
    expect(page.canonical).toBe('https://saigon.example.com/promotions?lang=EN');
    expect(page.html).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/locales/en.json">',
    );
    expect(page.html).not.toContain('utm_source');
  });

  it('uses Chinese texts and tags for ?lang=CN', async () => {
    const page = await head('/help?lang=CN', 'saigon.example.com');
    expect(page.lang).toBe('zh-CN');
    expect(page.title).toBe('帮助中心 | Saigon Royal');
    expect(page.description).toContain('越南南部彩票');
  });

  it('ignores a language the tenant does not enable', async () => {
    const page = await head('/?lang=JA', 'saigon.example.com');
    expect(page.lang).toBe('vi');
    expect(page.canonical).toBe('https://saigon.example.com/');
  });

  it("gives a route's other addresses the first one as canonical", async () => {
    expect((await head('/home', 'saigon.example.com')).canonical).toBe(
      'https://saigon.example.com/',
    );
    expect((await head('/helpmc', 'saigon.example.com')).canonical).toBe(
      'https://saigon.example.com/help',
    );
  });

  it('keeps the agent login, login and unknown pages out of search results', async () => {
    for (const url of ['/agent', '/login', '/register', '/no-such-page']) {
      const page = await head(url, 'saigon.example.com');
      expect(page.robots, url).toBe('noindex');
      expect(page.canonical, url).toBeUndefined();
      expect(page.alternates, url).toEqual([]);
    }
  });

  it('leaves the noindex of pages that need a session to the runtime, and lists them nowhere', async () => {
    for (const url of ['/member?page=deposit', '/agentHome', '/lottery', '/vnLottery']) {
      const page = await head(url, 'saigon.example.com');
      expect(page.robots, url).toBeUndefined();
      expect(page.canonical, url).toBeUndefined();
      expect(page.alternates, url).toEqual([]);
    }
    expect((await head('/member', 'saigon.example.com')).title).toBe(
      'Trung tâm thành viên | Saigon Royal',
    );
  });

  it('in development, points to <code>.localhost on the port the request came to', async () => {
    const page = await head('/?lang=TH', 'goalline.localhost:5173');
    expect(page.lang).toBe('th');
    expect(page.description).toContain('Goal Line: เดิมพันฟุตบอลสด');
    expect(page.canonical).toBe('http://goalline.localhost:5173/?lang=TH');
    expect(page.alternates).toContain('x-default http://goalline.localhost:5173/');
  });

  it('never writes a host the request made up', async () => {
    const answer = await get('/', 'evil.example.net');
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain('evil.example.net');
  });
});

describe('robots.txt', () => {
  it('opens the public pages and those that need a session, closes the other private ones and token addresses, and names the sitemap on the canonical host', async () => {
    const answer = await get('/robots.txt', 'www.saigon.example.com');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    const lines = answer.body.split('\n');
    for (const path of [
      '/agent$',
      '/agent?',
      '/login$',
      '/register$',
      '/wps/',
      '/*?token=',
      '/*&token=',
    ])
      expect(lines, path).toContain(`Disallow: ${path}`);
    // Pages that need a session stay open, so that a crawler reads the runtime's noindex: no rule
    // closes them, not even by a prefix (`/agent` would close `/agentHome`).
    const crawler = robotsParser('https://saigon.example.com/robots.txt', answer.body);
    const allowed = (path: string) =>
      crawler.isAllowed(`https://saigon.example.com${path}`, 'Googlebot');
    for (const path of [
      '/member',
      '/agentHome',
      '/lottery',
      '/seaLottery',
      '/vnLottery',
      '/helpmc',
      '/',
    ])
      expect(allowed(path), path).toBe(true);
    for (const path of ['/agent', '/login', '/login?from=%2Frng', '/register', '/rng?token=abc'])
      expect(allowed(path), path).toBe(false);
    expect(lines).toContain('Allow: /');
    expect(lines.some((line) => /Disallow: \/(promotions|help|live)\b/.test(line))).toBe(false);
    expect(lines).toContain('Sitemap: https://saigon.example.com/sitemap.xml');
  });

  it('names the development host in development, and nothing for an unknown host', async () => {
    expect((await get('/robots.txt', 'saigon.localhost:8080')).body).toContain(
      'Sitemap: http://saigon.localhost:8080/sitemap.xml',
    );
    const unknown = await get('/robots.txt', 'evil.example.net');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain('evil.example.net');
  });
});

describe('sitemap.xml', () => {
  it("lists the tenant's public pages in each language with their language versions", async () => {
    const answer = await get('/sitemap.xml', 'jade.example.com');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/xml');
    const locs = [...answer.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc ?? '');
    expect(locs).toContain('https://jade.example.com/');
    expect(locs).toContain('https://jade.example.com/?lang=TW');
    expect(locs).toContain('https://jade.example.com/promotions?lang=CN');
    expect(locs).toContain('https://jade.example.com/cockfight');
    // Jade's menu has no e-sports or PVP; private pages and second addresses are never listed.
    for (const path of [
      '/esports',
      '/pvp',
      '/member',
      '/agent',
      '/lottery',
      '/login',
      '/home',
      '/seamless',
    ])
      expect(
        locs.some((loc) => new URL(loc).pathname === path),
        path,
      ).toBe(false);
    // One entry per page and language: jade offers EN, CN and TW.
    expect(locs.length % 3).toBe(0);
    const home = answer.body.slice(answer.body.indexOf('<loc>https://jade.example.com/</loc>'));
    const firstEntry = home.slice(0, home.indexOf('</url>'));
    expect(firstEntry).toContain(
      '<xhtml:link rel="alternate" hreflang="zh-TW" href="https://jade.example.com/?lang=TW"/>',
    );
    expect(firstEntry).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://jade.example.com/"/>',
    );
  });

  it('answers an unknown host with the unknown-site page', async () => {
    expect((await get('/sitemap.xml', 'evil.example.net')).statusCode).toBe(404);
  });
});
