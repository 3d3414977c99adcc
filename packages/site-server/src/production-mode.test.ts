import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSiteServer } from './build-site-server.js';
import { createSiteFixture, type SiteFixture } from './test-support/site-fixture.js';

let site: SiteFixture;

beforeEach(() => {
  site = createSiteFixture();
});
afterEach(() => site.remove());

/** Gives a repository tenant an upstream and a public hostname. */
function deploy(code: string): void {
  const file = join(site.tenantsDir, code, 'tenant.json');
  const tenant = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const api = tenant.api as Record<string, unknown>;
  tenant.api = { ...api, upstream: `https://backend.${code}.example/api` };
  tenant.hostnames = [`${code}.example.com`];
  writeFileSync(file, JSON.stringify(tenant, null, 2));
}

function build(options: { mock: boolean; devControls?: boolean }) {
  return buildSiteServer({
    tenantsDir: site.tenantsDir,
    distDir: site.distDir,
    mock: options.mock,
    devControls: options.devControls ?? false,
    production: true,
  });
}

describe('production mode', () => {
  it('refuses the mock and the /__dev controls', () => {
    deploy('jade');
    deploy('saigon');
    expect(() => build({ mock: true })).toThrow(/mock backend cannot run in production/);
    expect(() => build({ mock: false, devControls: true })).toThrow(
      /\/__dev controls cannot run in production/,
    );
  });

  it('names every tenant without api.upstream', () => {
    deploy('saigon');
    expect(() => build({ mock: false })).toThrow(/tenant "jade" has no api.upstream/);
    try {
      build({ mock: false });
    } catch (error) {
      expect(String(error)).not.toContain('"saigon"');
    }
  });

  it('serves configured hostnames but not <code>.localhost or loopback names', async () => {
    deploy('jade');
    deploy('saigon');
    deploy('goalline');
    const app = build({ mock: false });
    const home = await app.inject({ url: '/', headers: { host: 'jade.example.com' } });
    expect(home.statusCode).toBe(200);
    for (const host of ['jade.localhost:8080', 'saigon.localhost', 'localhost:8080', '127.0.0.1']) {
      const res = await app.inject({ url: '/', headers: { host } });
      expect(res.statusCode, host).toBe(404);
      expect(res.body, host).toContain('Unknown site');
    }
    const api = await app.inject({ url: '/wps/system/info', headers: { host: 'jade.localhost' } });
    expect(api.statusCode).toBe(404);
    const health = await app.inject({ url: '/healthz', headers: { host: '127.0.0.1' } });
    expect(health.statusCode).toBe(200);
    await app.close();
  });

  it('without production, <code>.localhost keeps serving the demo on the mock', async () => {
    const app = buildSiteServer({
      tenantsDir: site.tenantsDir,
      distDir: site.distDir,
      mock: true,
      devControls: false,
    });
    const res = await app.inject({ url: '/', headers: { host: 'jade.localhost:8080' } });
    expect(res.statusCode).toBe(200);
    await app.close();
  });
});
