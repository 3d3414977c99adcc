import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSiteServer } from './build-site-server.js';
import { createSiteFixture, type SiteFixture } from './test-support/site-fixture.js';

// Counts how often the mock package is loaded; a static import anywhere in the site server would
// load it as soon as this file is.
const mockLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('@wl/mock-server', async (importOriginal) => {
  mockLoads.count += 1;
  return importOriginal();
});

let site: SiteFixture;
beforeAll(() => {
  site = createSiteFixture();
});
afterAll(() => site.remove());

const build = (mock: boolean) =>
  buildSiteServer({
    tenantsDir: site.tenantsDir,
    distDir: site.distDir,
    mock,
    devControls: false,
    defaultTenant: 'saigon',
  });

describe('the site server loads the mock backend only when it mounts it', () => {
  it('serves without the mock package when the mock is off', async () => {
    const app = build(false);
    await app.ready();
    const res = await app.inject({ url: '/wps/system/status', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ success: false });
    await app.close();
    expect(mockLoads.count).toBe(0);
  });

  it('loads it once the mock is on, and the mock answers', async () => {
    const app = build(true);
    await app.ready();
    expect(mockLoads.count).toBe(1);
    const res = await app.inject({
      url: '/wps/system/status',
      headers: { host: 'localhost', merchant: 'SGN01' },
    });
    expect(res.json()).toMatchObject({ success: true });
    const script = await app.inject({ url: '/js/encrypt.js', headers: { host: 'localhost' } });
    expect(script.body).toContain('reRsaV2');
    await app.close();
  });
});
