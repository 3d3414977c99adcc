import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSiteServer } from '../build-site-server.js';
import type * as renderModule from '../render-index-html.js';
import { renderIndexHtml } from '../render-index-html.js';
import {
  createSiteFixture,
  inlinedConfig,
  type SiteFixture,
} from '../test-support/site-fixture.js';

vi.mock('../render-index-html.js', async (importOriginal) => {
  const original = await importOriginal<typeof renderModule>();
  return { ...original, renderIndexHtml: vi.fn(original.renderIndexHtml) };
});

const render = vi.mocked(renderIndexHtml);
let site: SiteFixture;
let app: FastifyInstance;

beforeAll(async () => {
  site = createSiteFixture();
  site.writeTenant('acme', {
    'tenant.json': { merchantCode: 'ACME01', displayName: 'Acme', hostnames: ['acme.example.com'] },
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

const page = (url: string, acceptEncoding = 'br') =>
  app.inject({ url, headers: { host: 'acme.example.com', 'accept-encoding': acceptEncoding } });

describe("a tenant's index.html", () => {
  it('is rendered once and served from memory until the tenant changes', async () => {
    render.mockClear();
    const first = await page('/');
    const again = [await page('/'), await page('/member', 'gzip'), await page('/login', '')];
    expect(render).toHaveBeenCalledTimes(1);
    expect(inlinedConfig(again[2]?.body ?? '')).toMatchObject({ displayName: 'Acme' });
    expect(again[0]?.rawPayload).toEqual(first.rawPayload);

    site.writeTenant('acme', {
      'tenant.json': {
        merchantCode: 'ACME01',
        displayName: 'Acme Renamed',
        hostnames: ['acme.example.com'],
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 600));
    const edited = await page('/', '');
    expect(render).toHaveBeenCalledTimes(2);
    expect(inlinedConfig(edited.body)).toMatchObject({ displayName: 'Acme Renamed' });
    await page('/');
    expect(render).toHaveBeenCalledTimes(2);
  });
});
