/**
 * What search engines get of a route whose gate the tenant closes (docs/architecture.md#gates):
 * no sitemap entry, a robots.txt Disallow and a `noindex` head.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_TENANTS_DIR } from '../test-support/site-fixture.js';
import { siteAppPerFile } from '../test-support/site-app.js';

const jade = JSON.parse(readFileSync(join(REPO_TENANTS_DIR, 'jade/tenant.json'), 'utf8')) as {
  modules: Record<string, boolean>;
};

// Jade turns the points module off; saigon keeps the default (on).
const started = siteAppPerFile((site) =>
  site.writeTenant('jade', {
    'tenant.json': { ...jade, modules: { ...jade.modules, PTSYS3: false } },
  }),
);
const get = (url: string, host: string) => started().app.inject({ url, headers: { host } });
const sitemapPaths = async (host: string) =>
  [...(await get('/sitemap.xml', host)).body.matchAll(/<loc>([^<]*)<\/loc>/g)].map(
    ([, loc]) => new URL(loc ?? '').pathname,
  );

describe('a route whose module the tenant has off', () => {
  it('is left out of that tenant’s sitemap only', async () => {
    const jadePaths = await sitemapPaths('jade.example.com');
    expect(jadePaths).toContain('/promotions');
    expect(jadePaths).not.toContain('/pointMall');
    expect(await sitemapPaths('saigon.example.com')).toContain('/pointMall');
  });

  it('is disallowed in that tenant’s robots.txt and its page is noindex', async () => {
    const robots = (await get('/robots.txt', 'jade.example.com')).body.split('\n');
    expect(robots).toContain('Disallow: /pointMall$');
    expect((await get('/robots.txt', 'saigon.example.com')).body).not.toContain('/pointMall');
    expect((await get('/pointMall', 'jade.example.com')).body).toContain(
      '<meta name="robots" content="noindex">',
    );
  });
});
