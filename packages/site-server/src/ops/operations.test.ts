import { Writable } from 'node:stream';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSiteServer, type SiteServerOptions } from '../build-site-server.js';
import { createSiteFixture } from '../test-support/site-fixture.js';
import { operationsOf } from './site-operations.js';

// The first page of a site server loads the app's facts: slow on a busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const site = createSiteFixture();
afterAll(() => site.remove());

const TOKEN = 'scrape-token-1';

/** Node's warnings while this file runs (Fastify reports deprecated options as such). */
const warnings: Error[] = [];
process.on('warning', (warning) => warnings.push(warning));

/** A site server logging at info into memory. */
function loggedSite(options: Partial<SiteServerOptions> = {}) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  const app = buildSiteServer({
    tenantsDir: site.tenantsDir,
    distDir: site.distDir,
    mock: true,
    devControls: false,
    metricsToken: TOKEN,
    logger: { level: 'info', stream },
    ...options,
  });
  const entries = (): Record<string, unknown>[] =>
    lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { app, log: () => lines.join(''), entries };
}

const shared = loggedSite();
beforeAll(async () => {
  await shared.app.ready();
});
afterAll(() => shared.app.close());

describe('probes', () => {
  it('/healthz lives, /readyz is ready with tenants and a build, unready while stopping', async () => {
    const app = buildSiteServer({
      tenantsDir: site.tenantsDir,
      distDir: site.distDir,
      mock: true,
      devControls: false,
    });
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', reasons: [] });
    operationsOf(app).lifecycle.draining = true;
    const stopping = await app.inject('/readyz');
    expect(stopping.statusCode).toBe(503);
    expect(stopping.json()).toMatchObject({ status: 'unready', reasons: ['stopping'] });
    await app.close();
  });

  it('/readyz is 503 when the build has no index.html', async () => {
    const other = createSiteFixture();
    rmSync(join(other.distDir, 'index.html'));
    const app = buildSiteServer({
      tenantsDir: other.tenantsDir,
      distDir: other.distDir,
      mock: true,
      devControls: false,
    });
    const answer = await app.inject('/readyz');
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ reasons: ['the build has no index.html'] });
    await app.close();
    other.remove();
  });
});

describe('/metrics', () => {
  it('is served only to the bearer of the token', async () => {
    const { app } = shared;
    expect((await app.inject('/metrics')).statusCode).toBe(404);
    const wrong = await app.inject({ url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(404);
    const without = buildSiteServer({
      tenantsDir: site.tenantsDir,
      distDir: site.distDir,
      mock: true,
      devControls: false,
    });
    const open = await without.inject({ url: '/metrics', headers: { authorization: 'Bearer ' } });
    expect(open.statusCode).toBe(404);
    await without.close();
  });

  it('counts requests by tenant, route kind and status, with no token, user or address in a label', async () => {
    const { app } = shared;
    await app.inject({ url: '/', headers: { host: 'jade.localhost' } });
    await app.inject({ url: '/', headers: { host: 'jade.localhost' } });
    await app.inject({
      url: '/wps/system/status?token=tok-in-url-9',
      headers: { host: 'saigon.localhost', authorization: 'Bearer tok-header-9' },
    });
    await app.inject({ url: '/', headers: { host: 'nobody.example' } });
    const text = (
      await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })
    ).body;
    expect(text).toContain(
      'wl_http_requests_total{tenant="jade",route="page",method="GET",status="200"} 2',
    );
    expect(text).toMatch(
      /wl_http_requests_total\{tenant="saigon",route="api",method="GET",status="\d+"\} 1/,
    );
    expect(text).toMatch(
      /wl_http_requests_total\{tenant="none",route="page",method="GET",status="\d+"\} 1/,
    );
    expect(text).toMatch(
      /wl_http_request_duration_seconds_bucket\{le="[\d.]+",tenant="jade",route="page"\}/,
    );
    expect(text).toMatch(/wl_tenant_reloads_total [1-9]/);
    expect(text).toContain('wl_websocket_connections_open 0');
    expect(text).not.toMatch(/tok-|127\.0\.0\.1|system\/status/);
  });
});

describe('request log', () => {
  it('writes one JSON line per request with id, tenant, route kind, status and duration, and returns the id', async () => {
    const { app, entries } = shared;
    const answer = await app.inject({ url: '/?from=log', headers: { host: 'jade.localhost' } });
    const id = answer.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const line = entries().find((entry) => entry.msg === 'request' && entry.url === '/?from=log');
    expect(line).toMatchObject({
      requestId: id,
      tenant: 'jade',
      route: 'page',
      method: 'GET',
      url: '/?from=log',
      status: 200,
    });
    expect(line?.durationMs).toEqual(expect.any(Number));
  });

  it("logs no line of Fastify's own per request, and builds with no deprecated option", async () => {
    const { app, entries } = shared;
    await app.inject({ url: '/?from=quiet', headers: { host: 'jade.localhost' } });
    await app.inject({ url: '/no-such-file.js', headers: { host: 'jade.localhost' } });
    const messages = entries().map((entry) => entry.msg);
    expect(messages).toContain('request');
    expect(messages).not.toContain('incoming request');
    expect(messages).not.toContain('request completed');
    expect(messages.filter((msg) => String(msg).startsWith('Route GET:'))).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    const codes = warnings.map((warning) => (warning as Error & { code?: string }).code ?? '');
    expect(codes.filter((code) => code.startsWith('FSTDEP'))).toEqual([]);
  });

  it('takes X-Request-Id from a trusted proxy only', async () => {
    const direct = loggedSite();
    const ignored = await direct.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'from-the-client' },
    });
    expect(ignored.headers['x-request-id']).not.toBe('from-the-client');
    const proxied = loggedSite({ trustProxy: ['127.0.0.1'] });
    const kept = await proxied.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'lb-1234' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-1234');
    const unusable = await proxied.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'has spaces\tand tabs' },
    });
    expect(unusable.headers['x-request-id']).not.toContain('spaces');
    await Promise.all([direct.app.close(), proxied.app.close()]);
  });

  it('redacts passwords, payment passwords, tokens and cookies in logged objects', async () => {
    const { app, log } = loggedSite();
    app.get('/__probe', (request, reply) => {
      request.log.info(
        {
          body: { username: 'ann', password: 'pw-secret-1', paymentPassword: 'pw-secret-2' },
          token: 'pw-secret-3',
          res: { headers: { 'set-cookie': 'sid=pw-secret-4' } },
        },
        'probe',
      );
      return reply.send('ok');
    });
    await app.inject({ url: '/__probe', headers: { cookie: 'sid=pw-secret-5' } });
    await app.close();
    expect(log()).toContain('"username":"ann"');
    expect(log()).toContain('"password":"[redacted]"');
    expect(log()).not.toContain('pw-secret');
  });
});
