import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadAllWidgetSchemas } from '@wl/features';
import { appDictionary, tenantCheckFacts } from '@wl/features/node';
import { deepMerge, toPublicConfig } from '@wl/tenant-config/node';
import { TenantRegistry } from '@wl/tenant-config/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiteServer } from './build-site-server.js';
import {
  createSiteFixture,
  inlinedConfig,
  REPO_TENANTS_DIR,
  TEST_ASSET,
  type SiteFixture,
} from './test-support/site-fixture.js';
import { UPSTREAM_NOT_CONFIGURED } from './upstream-proxy.js';

const SECRET_UPSTREAM = 'https://upstream.acme.internal:9443';

let site: SiteFixture;
let registry: TenantRegistry;
let app: FastifyInstance;

function build(options: { mock?: boolean; devControls?: boolean } = {}): FastifyInstance {
  return buildSiteServer({
    tenantsDir: site.tenantsDir,
    distDir: site.distDir,
    mock: options.mock ?? true,
    devControls: options.devControls ?? false,
    defaultTenant: 'acme',
  });
}

const page = (url: string, host: string) => app.inject({ url, headers: { host } });

const UNSAFE_KEY = 'acme.</script><script>alert(1)</script>\u2028line';

/**
 * A stand-in for a Thai dictionary: the interface's texts and the keys the default pages use (a
 * language is offered only when its dictionary covers the interface).
 */
function thaiOverrides(): Record<string, unknown> {
  const english = JSON.parse(
    readFileSync(join(REPO_TENANTS_DIR, '_default', 'locales', 'EN.json'), 'utf8'),
  ) as {
    tenant?: unknown;
  };
  return { ...appDictionary('EN'), tenant: english.tenant, acme: { welcome: 'ยินดีต้อนรับ' } };
}

beforeAll(async () => {
  site = createSiteFixture();
  site.writeTenant('plain', { 'tenant.json': { merchantCode: 'PLAIN01', displayName: 'Plain' } });
  site.writeTenant('acme', {
    'tenant.json': {
      merchantCode: 'ACME01',
      displayName: 'Acme <Casino> & "Friends"',
      hostnames: ['acme.example.com', 'www.acme.example.com'],
      languages: { default: 'EN', enabled: ['EN', 'VI', 'TH'] },
      api: { upstream: SECRET_UPSTREAM, encryption: 'none' },
    },
    'theme.json': { daisyTheme: 'dark', colors: { primary: '#ff0000' }, logo: 'acme-logo.svg' },
    // A setting the page receives as written: the inlined config must escape it.
    'layout.json': { footer: { sections: { footer: { settings: { copyrightKey: UNSAFE_KEY } } } } },
    'assets/acme-logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"><title>acme</title></svg>',
    'locales/EN.json': { common: { close: 'Shut it' }, acme: { welcome: 'Welcome to Acme' } },
    'locales/TH.json': thaiOverrides(),
  });
  registry = new TenantRegistry({
    tenantsDir: site.tenantsDir,
    appFacts: await tenantCheckFacts(),
  });
  expect(registry.problems()).toEqual([]);
  app = build();
  await app.ready();
});

afterAll(async () => {
  await app.close();
  site.remove();
});

describe('host → tenant', () => {
  it('serves every tenant at <code>.localhost with its own config, theme and language', async () => {
    const tenants = registry.list();
    expect(tenants.length).toBeGreaterThanOrEqual(3);
    for (const tenant of tenants) {
      const res = await page('/', `${tenant.code}.localhost:8080`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain(`data-theme="${tenant.theme.daisyTheme}"`);
      expect(inlinedConfig(res.body)).toEqual(toPublicConfig(tenant, await loadAllWidgetSchemas()));
    }
  });

  it('sends every section with complete settings: the widget defaults filled in on the server', async () => {
    const res = await page('/', 'saigon.localhost:8080');
    const config = inlinedConfig(res.body) as {
      layout: { header: { sections: Record<string, { settings: Record<string, unknown> }> } };
      pages: Record<string, { sections: Record<string, { settings: Record<string, unknown> }> }>;
    };
    expect(config.layout.header.sections.header?.settings).toEqual({
      blocks: [
        { type: 'logo' },
        { type: 'balance' },
        { type: 'shortcuts' },
        { type: 'member-menu' },
        { type: 'language' },
        { type: 'navigation' },
      ],
      logoPosition: 'start',
      menuStyle: 'bar',
      phoneMenuStyle: 'drawer',
      sticky: true,
    });
    expect(config.pages.live?.sections.main?.settings).toEqual({ gameType: 'LIVE' });
    expect(config.pages.promotions?.sections.main?.settings).toEqual({
      titleKey: 'sections.promotions',
    });
  });

  it('serves a tenant on its own hostnames, and the default tenant on bare localhost', async () => {
    for (const host of [
      'acme.example.com',
      'WWW.ACME.EXAMPLE.COM:443',
      'localhost:8080',
      '127.0.0.1',
    ]) {
      const res = await page('/', host);
      expect(res.statusCode).toBe(200);
      expect(inlinedConfig(res.body)).toMatchObject({ code: 'acme', merchantCode: 'ACME01' });
    }
  });

  it('answers an unknown host with a 404 page that names nothing', async () => {
    for (const url of ['/', '/member', '/locales/en.json', '/tenant-assets/logo.svg']) {
      const res = await page(url, 'evil.example.net');
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Unknown site');
      for (const tenant of registry.list()) {
        expect(res.body).not.toContain(tenant.code);
        expect(res.body).not.toContain(tenant.tenant.displayName);
      }
      expect(res.body).not.toContain('evil.example.net');
    }
  });

  it('serves a tenant folder added after start without a restart', async () => {
    expect((await page('/', 'latecomer.localhost')).statusCode).toBe(404);
    site.writeTenant('latecomer', {
      'tenant.json': { merchantCode: 'LATE01', displayName: 'Latecomer' },
    });
    await new Promise((resolve) => setTimeout(resolve, 600));
    const res = await page('/', 'latecomer.localhost');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Trang chủ | Latecomer</title>');
    const status = await app.inject({
      url: '/wps/system/loginInfo',
      headers: { host: 'latecomer.localhost', merchant: 'LATE01' },
    });
    expect(status.json()).toMatchObject({ success: true });
  });
});

describe('index.html', () => {
  it('sets lang, data-theme and the side menu gutter on <html>, keeping its other attributes', async () => {
    const res = await page('/', 'acme.localhost');
    // the default layout's side menu is on the right: the page keeps its gutter from the first paint
    expect(res.body).toContain(
      '<html lang="en" data-theme="dark" data-gutter="end" class="no-js">',
    );
    expect(res.body).not.toContain('lang="xx"');
  });

  it("keeps no gutter on the agent portal's pages, whose bare layout has no side menu", async () => {
    for (const path of ['/agent', '/agentHome']) {
      const { body } = await page(path, 'acme.localhost');
      expect(body, path).toMatch(/<html lang="en" data-theme="dark" class="no-js">/);
    }
    // the site's other pages still keep it
    expect((await page('/', 'acme.localhost')).body).toContain('data-gutter="end"');
  });

  it('fills the head: escaped title, favicon, brand colours', async () => {
    const { body } = await page('/', 'acme.localhost');
    expect(body).toContain('<title>Home | Acme &lt;Casino&gt; &amp; &quot;Friends&quot;</title>');
    expect(body).not.toContain('<title>Runtime</title>');
    expect(body).not.toContain('<!--wl:head-->');
    expect(body).toContain('<link rel="icon" href="/tenant-assets/favicon.svg">');
    expect(body).toMatch(
      /<style id="wl-brand">:root\[data-theme\]\{--color-primary:#ff0000;--color-primary-content:#000000/,
    );
  });

  it('inlines the public config without server-only values, safely escaped', async () => {
    const { body } = await page('/', 'acme.localhost');
    expect(body).not.toContain(SECRET_UPSTREAM);
    expect(body).not.toContain('upstream');
    expect(body).not.toContain('<script>alert(1)');
    expect(body).not.toContain('\u2028');
    const config = inlinedConfig(body) as {
      layout: { footer: { sections: { footer: { settings: { copyrightKey: string } } } } };
    };
    expect(config.layout.footer.sections.footer.settings.copyrightKey).toBe(UNSAFE_KEY);
  });

  it('is never cached', async () => {
    const res = await page('/', 'acme.localhost');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each([
    '/member',
    '/agentHome',
    '/vnLottery?gameCode=TCG_LOTTO_VN',
    '/index.html',
    '/promotions/deep/link',
    '/login',
  ])('answers the deep link %s with index.html', async (url) => {
    const res = await page(url, 'acme.localhost');
    expect(res.statusCode).toBe(200);
    expect(inlinedConfig(res.body)).toMatchObject({ code: 'acme' });
  });

  it('does not answer file, backend or non-GET misses with index.html', async () => {
    const misses = [
      await page('/favicon.ico', 'acme.localhost'),
      await page('/assets/missing-123.js', 'acme.localhost'),
      await page('/locales/en', 'acme.localhost'),
      await app.inject({ method: 'POST', url: '/member', headers: { host: 'acme.localhost' } }),
    ];
    for (const res of misses) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('wl-tenant');
    }
    const api = await page('/wps/no/such/call', 'acme.localhost');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, value: null });
  });
});

describe('runtime assets', () => {
  it('serves /assets/* from the build with immutable caching', async () => {
    const res = await page(`/assets/${TEST_ASSET.path}`, 'acme.localhost');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(TEST_ASSET.content);
    expect(res.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(res.headers['cache-control']).toMatch(/immutable/);
  });
});

describe('/locales', () => {
  const dictionary = async (file: string, host = 'acme.localhost') => {
    const res = await page(`/locales/${file}`, host);
    return { status: res.statusCode, body: res.json<Record<string, Record<string, unknown>>>() };
  };

  it('merges the tenant overrides over the bundled dictionary', async () => {
    const { status, body } = await dictionary('en.json');
    expect(status).toBe(200);
    expect(body.common?.close).toBe('Shut it');
    expect(body.common?.confirm).toBe('Confirm');
    expect(body.acme?.welcome).toBe('Welcome to Acme');
    expect(body).not.toHaveProperty('$schema');
  });

  it("serves each feature's own texts beside the core ones", async () => {
    const { body } = await dictionary('en.json');
    expect(body.modals).toMatchObject({
      notReady: 'This window is not available yet.',
      login: { title: 'Log in' },
    });
    expect(body.status).toMatchObject({ blocked: { title: 'Access restricted' } });
    expect(body.sections).toMatchObject({
      promotions: 'Promotions',
      memberCenter: 'Member centre',
    });
  });

  it('serves a tenant without own overrides the bundled strings plus _default ones, in any case of the file name', async () => {
    const plain = registry.get('plain');
    if (!plain) throw new Error('plain tenant missing');
    const { status, body } = await dictionary('CN.json', 'plain.localhost');
    expect(status).toBe(200);
    expect(body).toEqual(deepMerge(appDictionary('CN'), plain.locales.CN));
  });

  it('answers only the tenant overrides for a known but unbundled language', async () => {
    expect((await dictionary('th.json')).body).toEqual(thaiOverrides());
    expect((await dictionary('ja.json')).body).toEqual({});
  });

  it('answers 404 for an unknown language code', async () => {
    expect((await page('/locales/xx.json', 'acme.localhost')).statusCode).toBe(404);
    expect((await page('/locales/english.json', 'acme.localhost')).statusCode).toBe(404);
  });
});

describe('/tenant-assets', () => {
  it("serves the tenant's assets, falling back to _default's", async () => {
    const logo = await page('/tenant-assets/acme-logo.svg', 'acme.localhost');
    expect(logo.statusCode).toBe(200);
    expect(logo.body).toContain('<title>acme</title>');
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect((await page('/tenant-assets/favicon.svg', 'acme.localhost')).statusCode).toBe(200);
    expect((await page('/tenant-assets/acme-logo.svg', 'latecomer.localhost')).statusCode).toBe(
      404,
    );
  });

  it.each([
    '/tenant-assets/../tenant.json',
    '/tenant-assets/%2e%2e/tenant.json',
    '/tenant-assets/..%2ftenant.json',
    '/tenant-assets/..%5ctenant.json',
    '/tenant-assets/%2e%2e%2f%2e%2e%2facme%2ftenant.json',
    '/tenant-assets//etc/passwd',
    '/tenant-assets/',
  ])('refuses %s', async (url) => {
    const res = await page(url, 'acme.localhost');
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.body).not.toContain('merchantCode');
    expect(res.body).not.toContain('root:');
  });
});

describe('backend paths', () => {
  it('reach the mock API as the tenant the Host names, with or without a Merchant header', async () => {
    for (const headers of [{ merchant: 'ACME01' }, {}, { merchant: 'SGN01' }]) {
      const res = await app.inject({
        url: '/wps/system/status',
        headers: { host: 'acme.localhost', ...headers },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, value: { status: 0 } });
    }
    const unknown = await app.inject({
      url: '/wps/system/status',
      headers: { host: 'unknown.example.net', merchant: 'ACME01' },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('answer 502 with a clear message when the mock is off and the site has no upstream', async () => {
    const noMock = build({ mock: false });
    const res = await noMock.inject({
      url: '/wps/system/status',
      headers: { host: 'plain.localhost', merchant: 'PLAIN01' },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      success: false,
      message: UPSTREAM_NOT_CONFIGURED,
      msg: UPSTREAM_NOT_CONFIGURED,
      errorCode: UPSTREAM_NOT_CONFIGURED,
      value: null,
    });
    const lobby = await noMock.inject({
      method: 'POST',
      url: '/lgw/vn/lobby',
      headers: { host: 'plain.localhost' },
    });
    expect(lobby.statusCode).toBe(502);
    await noMock.close();
  });

  it('mount the dev controls only when enabled', async () => {
    expect((await app.inject({ method: 'POST', url: '/__dev/reset' })).statusCode).toBe(404);
    const dev = build({ devControls: true });
    const change = await dev.inject({
      method: 'POST',
      url: '/__dev/tenants/acme/status',
      payload: { status: 1 },
    });
    expect(change.statusCode).toBe(200);
    const status = await dev.inject({ url: '/wps/system/status', headers: { merchant: 'ACME01' } });
    expect(status.json()).toMatchObject({ value: { status: 1 } });
    await dev.close();
  });
});

describe('malformed requests', () => {
  it('answer 400, with the envelope on backend paths', async () => {
    const api = await app.inject({ url: '/wps/%zz', headers: { merchant: 'ACME01' } });
    expect(api.statusCode).toBe(400);
    expect(api.json()).toEqual({
      success: false,
      message: 'request_param_err',
      msg: 'request_param_err',
      errorCode: 'request_param_err',
      value: null,
    });
    const pageRes = await page('/member%', 'acme.localhost');
    expect(pageRes.statusCode).toBe(400);
    expect(pageRes.body).toBe('Bad request');
  });
});

describe('/healthz', () => {
  it('answers on any host', async () => {
    const res = await page('/healthz', '10.0.0.12:8080');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});
