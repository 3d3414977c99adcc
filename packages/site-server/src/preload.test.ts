import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiteServer } from './build-site-server.js';
import { createSiteFixture, type SiteFixture } from './test-support/site-fixture.js';

let site: SiteFixture;
let app: FastifyInstance;

beforeAll(async () => {
  site = createSiteFixture();
  site.writeTenant('acme', {
    'tenant.json': {
      merchantCode: 'ACME01',
      displayName: 'Acme',
      hostnames: ['acme.example.com'],
      languages: { default: 'EN', enabled: ['EN', 'VI'] },
    },
  });
  app = buildSiteServer({
    tenantsDir: site.tenantsDir,
    distDir: site.distDir,
    mock: true,
    devControls: false,
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  site.remove();
});

describe('index.html', () => {
  it("preloads the dictionary of the tenant's default language, before the entry script", async () => {
    const { body } = await app.inject({ url: '/', headers: { host: 'acme.example.com' } });
    const preload = /<link rel="preload" as="fetch" crossorigin href="([^"]+)">/.exec(body);
    expect(preload?.[1]).toBe('/locales/en.json');
    expect(body.indexOf(preload?.[0] ?? '')).toBeLessThan(body.indexOf('<script type="module"'));

    const dictionary = await app.inject({
      url: preload?.[1] ?? '',
      headers: { host: 'acme.example.com' },
    });
    expect(dictionary.statusCode).toBe(200);
    expect(dictionary.headers['content-type']).toMatch(/^application\/json/);
  });
});
