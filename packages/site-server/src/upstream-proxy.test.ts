import { createServer } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSiteServer } from './build-site-server.js';
import { createSiteFixture, type SiteFixture } from './test-support/site-fixture.js';
import { UPSTREAM_NOT_CONFIGURED } from './upstream-proxy.js';

interface SeenRequest {
  method: string;
  url: string;
  headers: Record<string, unknown>;
  body: string;
}

const BACKEND_HEADERS = {
  merchant: 'REAL01',
  device: 'web',
  language: 'VI',
  authorization: 'tok-1',
  'content-type': 'application/json;charset=UTF-8',
  accept: 'application/json',
  encryption: 'sealed-key',
  'x-digest': 'digest==',
  'x-rsa': 'key-1',
  'x-gateway-version': '3',
};

let site: SiteFixture;
let upstream: FastifyInstance;
let seen: SeenRequest[];
let app: FastifyInstance;

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 1;
}

beforeAll(async () => {
  upstream = Fastify();
  upstream.removeAllContentTypeParsers();
  upstream.addContentTypeParser('*', { parseAs: 'string' }, (_r, body, done) => done(null, body));
  upstream.addHook('onRequest', (request, _reply, done) => {
    seen.push({ method: request.method, url: request.url, headers: request.headers, body: '' });
    done();
  });
  upstream.addHook('preHandler', (request, _reply, done) => {
    seen.at(-1)!.body = typeof request.body === 'string' ? request.body : '';
    done();
  });
  upstream.post('/base/wps/session/login', (_request, reply) =>
    reply
      .header('set-cookie', 'sid=abc; Path=/')
      .header('x-internal', 'do-not-leak')
      .send({ success: true, message: null, value: { token: 'from-upstream' } }),
  );
  upstream.get('/base/lotto/lgw/games/opened/numero', (_request, reply) =>
    reply.code(503).send({ success: false, message: '#727 system busy', value: null }),
  );
  upstream.get('/base/wps/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    return { success: true, message: null, value: 'late' };
  });
  upstream.get('/base/js/encrypt.js', (_request, reply) =>
    reply.type('application/javascript').send('window.reRsaV2 = function () {};'),
  );
  await upstream.listen({ port: 0, host: '127.0.0.1' });
  const address = upstream.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  site = createSiteFixture();
  site.writeTenant('real', {
    'tenant.json': {
      merchantCode: 'REAL01',
      api: { upstream: `http://127.0.0.1:${port}/base/`, encryption: 'upstream-script' },
    },
  });
  site.writeTenant('down', {
    'tenant.json': {
      merchantCode: 'DOWN01',
      api: { upstream: `http://127.0.0.1:${await closedPort()}`, encryption: 'none' },
    },
  });
  app = buildSiteServer({
    tenantsDir: site.tenantsDir,
    distDir: site.distDir,
    mock: false,
    devControls: false,
    upstreamTimeoutMs: 300,
  });
});

beforeEach(() => {
  seen = [];
});

afterAll(async () => {
  await app.close();
  await upstream.close();
  site.remove();
});

describe('forwarding to api.upstream (no mock)', () => {
  it('forwards method, path, query, body and the backend headers, and returns the answer', async () => {
    const payload = '{"value":"c2VhbGVk"}';
    const res = await app.inject({
      method: 'POST',
      url: '/wps/session/login?lang=vi',
      headers: {
        ...BACKEND_HEADERS,
        host: 'real.localhost:8080',
        cookie: 'rememberUsername=player.one; captchaId=c-7',
        'x-forwarded-for': '203.0.113.9',
      },
      payload,
    });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: null, value: { token: 'from-upstream' } });
    expect(res.headers['set-cookie']).toEqual(['sid=abc; Path=/']);
    expect(res.headers).not.toHaveProperty('x-internal');

    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request).toMatchObject({
      method: 'POST',
      url: '/base/wps/session/login?lang=vi',
      body: payload,
    });
    expect(request!.headers).toMatchObject({
      ...BACKEND_HEADERS,
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-host': 'real.localhost:8080',
    });
    expect(request!.headers).toHaveProperty('cookie', 'captchaId=c-7');
  });

  it("passes the upstream's own error answers through unchanged", async () => {
    const res = await app.inject({
      url: '/lotto/lgw/games/opened/numero',
      headers: { host: 'real.localhost', merchant: 'REAL01' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ success: false, message: '#727 system busy', value: null });
  });

  it("serves the upstream's /js/encrypt.js", async () => {
    const res = await app.inject({ url: '/js/encrypt.js', headers: { host: 'real.localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/javascript/);
    expect(res.body).toBe('window.reRsaV2 = function () {};');
  });

  it('refuses a body over 1 MiB without calling the upstream', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { host: 'real.localhost', 'content-type': 'application/json' },
      payload: JSON.stringify({ value: 'x'.repeat(1024 * 1024) }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'request_param_err',
      msg: 'request_param_err',
      errorCode: 'request_param_err',
      value: null,
    });
    expect(seen).toHaveLength(0);
  });

  it('answers 502 system error when the upstream is down', async () => {
    const res = await app.inject({
      url: '/wps/system/status',
      headers: { host: 'down.localhost', merchant: 'DOWN01' },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      success: false,
      message: 'system error',
      msg: 'system error',
      errorCode: 'system error',
      value: null,
    });
  });

  it('answers 502 system error when the upstream does not answer in time', async () => {
    const started = Date.now();
    const res = await app.inject({ url: '/wps/slow', headers: { host: 'real.localhost' } });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      success: false,
      message: 'system error',
      msg: 'system error',
      errorCode: 'system error',
      value: null,
    });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('answers 502 naming the missing upstream for a site without one', async () => {
    const res = await app.inject({
      url: '/wps/system/status',
      headers: { host: 'jade.localhost', merchant: 'REAL01' },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      success: false,
      message: UPSTREAM_NOT_CONFIGURED,
      msg: UPSTREAM_NOT_CONFIGURED,
      errorCode: UPSTREAM_NOT_CONFIGURED,
      value: null,
    });
    expect(seen).toHaveLength(0);
  });
});

describe('with the mock on', () => {
  it('the mock answers every site, api.upstream or not, and serves its own /js/encrypt.js', async () => {
    const mocked = buildSiteServer({
      tenantsDir: site.tenantsDir,
      distDir: site.distDir,
      mock: true,
      devControls: false,
    });
    const status = await mocked.inject({
      url: '/wps/system/status',
      headers: { host: 'real.localhost', merchant: 'REAL01' },
    });
    const script = await mocked.inject({
      url: '/js/encrypt.js',
      headers: { host: 'real.localhost' },
    });
    await mocked.close();

    expect(status.json()).toMatchObject({ success: true, value: { status: 0 } });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain('g.reRsaV2 = reRsaV2');
    expect(seen).toHaveLength(0);
  });
});
