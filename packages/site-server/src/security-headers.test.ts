import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiteServer } from './build-site-server.js';
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

describe('security headers', () => {
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
    // Besides this origin, only Google's tag (docs/product/seo.md#analytics).
    expect(csp.get('script-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ]);
    expect(csp.get('manifest-src')).toEqual(["'self'"]);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
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
});
