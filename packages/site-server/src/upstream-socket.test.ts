import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { rawRequest } from './test-support/loopback.js';
import { startProxySite, type ProxySite } from './test-support/proxy-site.js';
import { UPSTREAM_NOT_CONFIGURED } from './upstream-proxy.js';
import { NO_SOCKET_HERE } from './socket-paths.js';

interface Upgrade {
  url: string;
  headers: IncomingHttpHeaders;
}

let upstream: WebSocketServer;
let upgrades: Upgrade[];
let site: ProxySite;

beforeAll(async () => {
  upstream = new WebSocketServer({
    port: 0,
    host: '127.0.0.1',
    verifyClient: ({ req }: { req: IncomingMessage }) => !req.url?.includes('token=BLOCKED'),
  });
  await new Promise((resolve) => upstream.once('listening', resolve));
  upstream.on('connection', (socket, request) => {
    upgrades.push({ url: request.url ?? '', headers: request.headers });
    socket.send(JSON.stringify({ type: 'inbox.unread', data: { count: 3 } }));
    socket.on('message', (data: Buffer, isBinary) => {
      const text = data.toString('utf8');
      if (text === 'refuse me') socket.close(4401, 'unauthorized');
      else socket.send(isBinary ? data : `echo ${text}`, { binary: isBinary });
    });
  });
  const address = upstream.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  site = await startProxySite(`http://127.0.0.1:${port}/base/`, { upstreamTimeoutMs: 300 });
});

beforeEach(() => {
  upgrades = [];
});

afterAll(async () => {
  await site.close();
  await new Promise((resolve) => upstream.close(resolve));
});

function connect(path: string, host: string, headers: Record<string, string> = {}): WebSocket {
  return new WebSocket(`ws://127.0.0.1:${site.port}${path}`, {
    headers: { host, ...headers },
    origin: `http://${host}`,
  });
}

/** The first message the socket receives, as text. */
function nextMessage(socket: WebSocket): Promise<string> {
  return new Promise((resolve) => {
    socket.once('message', (data: Buffer) => resolve(data.toString('utf8')));
  });
}

/** The HTTP status and JSON body the server answered instead of upgrading. */
function refusal(socket: WebSocket): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    socket.once('open', () => reject(new Error('the socket was upgraded')));
    socket.once('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(body) as unknown }),
      );
    });
  });
}

describe('event socket forwarded to api.upstream (no mock)', () => {
  it('carries messages both ways and the upstream close code back to the browser', async () => {
    const browser = connect('/wps/events?merchant=SGN01&token=t-1', site.host, {
      cookie: 'rememberUsername=player.one; captchaId=c1',
      merchant: 'SGN01',
      'x-not-for-backend': 'secret',
    });
    const greeting = nextMessage(browser);
    await new Promise((resolve) => browser.once('open', resolve));
    expect(await greeting).toBe('{"type":"inbox.unread","data":{"count":3}}');

    const echoed = nextMessage(browser);
    browser.send('{"type":"auth","token":"t-1"}');
    expect(await echoed).toBe('echo {"type":"auth","token":"t-1"}');

    expect(upgrades).toHaveLength(1);
    const [seen] = upgrades;
    // The site's merchant, not the one the browser named; the backend's cookie only.
    expect(seen!.url).toBe('/base/wps/events?merchant=REAL01&token=t-1');
    expect(seen!.headers).toMatchObject({
      host: expect.stringMatching(/^127\.0\.0\.1:\d+$/),
      merchant: 'REAL01',
      cookie: 'captchaId=c1',
      origin: 'http://real.localhost',
      'x-forwarded-host': 'real.localhost',
    });
    expect(seen!.headers).not.toHaveProperty('x-not-for-backend');

    const closed = new Promise((resolve) => {
      browser.once('close', (code: number, reason: Buffer) => resolve([code, reason.toString()]));
    });
    browser.send('refuse me');
    expect(await closed).toEqual([4401, 'unauthorized']);
  });

  it('closes the upstream socket when the browser leaves', async () => {
    const browser = connect('/wps/events?merchant=REAL01', site.host);
    await new Promise((resolve) => browser.once('open', resolve));
    const [upstreamSide] = [...upstream.clients];
    const gone = new Promise((resolve) => upstreamSide!.once('close', resolve));
    browser.close(1000);
    await gone;
    expect(upstream.clients.size).toBe(0);
  });

  it('refuses a site without api.upstream and an unknown site with 404, and keeps serving', async () => {
    expect(await refusal(connect('/wps/events?merchant=JADE', 'jade.localhost'))).toEqual({
      status: 404,
      body: {
        success: false,
        message: UPSTREAM_NOT_CONFIGURED,
        msg: UPSTREAM_NOT_CONFIGURED,
        errorCode: UPSTREAM_NOT_CONFIGURED,
        value: null,
      },
    });
    expect((await refusal(connect('/wps/events', 'nobody.example.com'))).status).toBe(404);
    expect(upgrades).toHaveLength(0);

    const health = await site.app.inject({ url: '/healthz', headers: { host: site.host } });
    expect(health.statusCode).toBe(200);
  });

  it('answers 502 system error when the upstream refuses the socket', async () => {
    expect(await refusal(connect('/wps/events?merchant=REAL01&token=BLOCKED', site.host))).toEqual({
      status: 502,
      body: {
        success: false,
        message: 'system error',
        msg: 'system error',
        errorCode: 'system error',
        value: null,
      },
    });
  });

  it('refuses an upgrade on any other backend path without calling the upstream', async () => {
    const paths = ['/wps/member/info', '/wps/events/../session/login', '/lgw/events', '/', '/home'];
    for (const path of paths) {
      expect(await refusal(connect(path, site.host)), path).toEqual({
        status: 404,
        body: {
          success: false,
          message: NO_SOCKET_HERE,
          msg: NO_SOCKET_HERE,
          errorCode: NO_SOCKET_HERE,
          value: null,
        },
      });
    }
    expect(upgrades).toHaveLength(0);
  });

  it('serves other upgrade requests as plain requests, then closes their connection', async () => {
    const headers = { host: site.host, connection: 'Upgrade', upgrade: 'h2c' };
    expect((await rawRequest(site.port, '/healthz', { headers })).status).toBe(200);
    expect((await rawRequest(site.port, '/wps/events', { headers })).status).toBe(400);
    expect(upgrades).toHaveLength(0);
  });
});
