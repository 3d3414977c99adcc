import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiteServer } from './build-site-server.js';
import { pagePolicy } from './page-csp.js';
import { cspReportsOf } from './routes/csp-reports.js';
import { registerSecurityHeaders } from './security-headers.js';
import { createSiteFixture, TEST_ASSET, type SiteFixture } from './test-support/site-fixture.js';

let site: SiteFixture;
let app: FastifyInstance;

beforeAll(() => {
  site = createSiteFixture();
  app = buildSiteServer({
    tenantsDir: site.tenantsDir,
    distDir: site.distDir,
    mock: true,
    devControls: false,
  });
});
afterAll(async () => {
  await app.close();
  site.remove();
});

const get = (url: string, host = 'jade.localhost:8080', headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { host, ...headers } });

/** The directives of a CSP header, by name. */
function directives(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

describe('security headers', { timeout: 30_000 }, () => {
  it('every kind of answer carries them', async () => {
    const answers = [
      await get('/'),
      await get('/member?page=deposit'),
      await get(`/assets/${TEST_ASSET.path}`),
      await get('/locales/en'),
      await get('/wps/system/status', 'jade.localhost', { merchant: 'JADE01' }),
      await get('/', 'nobody.example.com'),
      await get('/healthz'),
    ];
    for (const [index, res] of answers.entries()) {
      const where = `answer ${String(index)} (${String(res.headers['content-type'])})`;
      expect(res.headers['content-security-policy'], where).toBeDefined();
      expect(res.headers['x-content-type-options'], where).toBe('nosniff');
      expect(res.headers['referrer-policy'], where).toBe('no-referrer');
      expect(res.headers['permissions-policy'], where).toMatch(/camera=\(\)/);
      expect(res.headers['x-frame-options'], where).toBe('DENY');
    }
  });

  it('the CSP runs no inline or evaluated script and forbids framing', async () => {
    const csp = directives((await get('/')).headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('manifest-src')).toEqual(["'self'"]);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('report-uri')).toEqual(['/csp-report']);
  });

  it("allows Google's tag only on the pages of a tenant whose backend names one", async () => {
    // jade's permission info names a tag id; saigon's none (docs/product/seo.md#analytics)
    const jade = directives((await get('/')).headers['content-security-policy']);
    expect(jade.get('script-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(jade.get('connect-src')).toContain('https://*.google-analytics.com');
    const saigon = directives(
      (await get('/', 'saigon.localhost')).headers['content-security-policy'],
    );
    expect(saigon.get('script-src')).toEqual(["'self'"]);
    expect(saigon.get('connect-src')).toEqual(["'self'"]);
    const api = await get('/wps/system/status', 'jade.localhost', { merchant: 'JADE01' });
    expect(directives(api.headers['content-security-policy']).get('script-src')).toEqual([
      "'self'",
    ]);
  });

  it('allows images only from this site and the image hosts the backend names, never any https origin', () => {
    const csp = directives(
      pagePolicy({ imageCDNs: ['https://img.example.com/icons/', '/', 'javascript:x'] }),
    );
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https://img.example.com']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    // unknown (the backend failed): the app asks itself, and may show what it names
    expect(directives(pagePolicy(undefined)).get('img-src')).toContain('https:');
  });

  it('backend answers are never stored; pages and assets keep their own caching', async () => {
    const api = await get('/wps/system/status', 'jade.localhost', { merchant: 'JADE01' });
    expect(api.headers['cache-control']).toBe('no-store');
    const missing = await get('/lgw/no/such/call');
    expect(missing.headers['cache-control']).toBe('no-store');
    const asset = await get(`/assets/${TEST_ASSET.path}`);
    expect(asset.headers['cache-control']).not.toBe('no-store');
  });

  it('HSTS only over TLS: a client-sent X-Forwarded-Proto is not believed', async () => {
    expect((await get('/')).headers['strict-transport-security']).toBeUndefined();
    const spoofed = await get('/', 'jade.localhost', { 'x-forwarded-proto': 'https' });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();

    const behindProxy = Fastify({ trustProxy: '127.0.0.1' });
    registerSecurityHeaders(behindProxy);
    behindProxy.get('/', () => 'ok');
    const tls = await behindProxy.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const plain = await behindProxy.inject({ url: '/' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    await behindProxy.close();
  });
  it('HSTS on every answer in production, where TLS ends at the load balancer', async () => {
    const production = Fastify();
    registerSecurityHeaders(production, { production: true });
    production.get('/', () => 'ok');
    const plain = await production.inject({ url: '/' });
    expect(plain.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    await production.close();
  });
});

describe('requests refused before any route', () => {
  it('refuses TRACE', async () => {
    const res = await app.inject({
      method: 'TRACE',
      url: '/wps/system/status',
      headers: { host: 'jade.localhost' },
    });
    expect(res.statusCode).toBe(405);
  });

  it('refuses double-encoded dots, which a server behind could decode into a parent folder', async () => {
    expect((await get('/wps/%252e%252e/%252e%252e/etc/passwd')).statusCode).toBe(400);
    expect((await get('/tenant-assets/%252e%252e/tenant.json')).statusCode).toBe(400);
  });
});

describe('CSP reports', () => {
  const report = (remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/csp-report',
      headers: { host: 'jade.localhost', 'content-type': 'application/csp-report' },
      payload: JSON.stringify({
        'csp-report': {
          'violated-directive': 'img-src',
          'blocked-uri': 'https://pixel.example.com',
        },
      }),
      remoteAddress,
    });

  it('are counted for the tenant, and an address sending a flood is cut off uncounted', async () => {
    const before = cspReportsOf(app)?.of('jade') ?? 0;
    expect((await report('198.51.100.1')).statusCode).toBe(204);
    expect(cspReportsOf(app)?.of('jade')).toBe(before + 1);
    const answers: number[] = [];
    for (let index = 0; index < 21; index += 1)
      answers.push((await report('198.51.100.2')).statusCode);
    expect(answers.filter((status) => status === 204)).toHaveLength(20);
    expect(answers.at(-1)).toBe(429);
    expect(cspReportsOf(app)?.of('jade')).toBe(before + 21);
  });
});
