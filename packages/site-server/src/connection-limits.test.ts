import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiteServer } from './build-site-server.js';
import { listenOnLoopback } from './test-support/loopback.js';
import { createSiteFixture, type SiteFixture } from './test-support/site-fixture.js';

let site: SiteFixture;
const apps: ReturnType<typeof buildSiteServer>[] = [];

beforeAll(() => {
  site = createSiteFixture();
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  site.remove();
});

function server(limits: Parameters<typeof buildSiteServer>[0]['limits']) {
  const app = buildSiteServer({
    tenantsDir: site.tenantsDir,
    distDir: site.distDir,
    mock: true,
    devControls: false,
    limits,
  });
  apps.push(app);
  return app;
}

/** Sends `requests` on one socket and reads until it closes (or `ms` pass). */
function exchange(port: number, requests: string, ms = 3_000): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    const socket: Socket = connect(port, '127.0.0.1', () => socket.write(requests));
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(text);
    }, ms);
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(text);
    });
  });
}

const HEALTH = 'GET /healthz HTTP/1.1\r\nHost: jade.localhost\r\n\r\n';

describe('what one client may hold', { timeout: 30_000 }, () => {
  let port = 0;
  beforeAll(async () => {
    port = await listenOnLoopback(server({ maxRequestsPerSocket: 3, maxConnectionsPerAddress: 2 }));
  }, 60_000);

  it('closes a keep-alive connection cleanly after its last request, never with a 503', async () => {
    const written = await exchange(port, HEALTH.repeat(3));
    const statuses = [...written.matchAll(/HTTP\/1\.1 (\d+)/g)].map((match) => match[1]);
    expect(statuses).toEqual(['200', '200', '200']);
    expect(written.match(/\r\nconnection: close\r\n/gi)).toHaveLength(1);
    // the socket was closed by the server: a fresh connection is served again
    expect(
      await exchange(port, HEALTH.replace('\r\n\r\n', '\r\nConnection: close\r\n\r\n')),
    ).toMatch(/^HTTP\/1\.1 200/);
  });

  it('closes connections from one address beyond its share at once', async () => {
    const held = await Promise.all(
      [0, 1].map(
        () =>
          new Promise<Socket>((resolve) => {
            const socket = connect(port, '127.0.0.1', () => resolve(socket));
            socket.on('error', () => undefined);
          }),
      ),
    );
    try {
      expect(await exchange(port, HEALTH)).toBe('');
    } finally {
      for (const socket of held) socket.destroy();
    }
  });

  it('answers 429 past the requests a minute of one address, and not to other addresses', async () => {
    const app = server({ requestsPerMinutePerAddress: 3 });
    const from = (remoteAddress: string) =>
      app.inject({ url: '/', headers: { host: 'jade.localhost' }, remoteAddress });
    const answers = [];
    for (let index = 0; index < 4; index += 1) answers.push(await from('203.0.113.5'));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 429]);
    expect(answers[3]?.headers['retry-after']).toBeDefined();
    expect((await from('203.0.113.6')).statusCode).toBe(200);
    const probe = await app.inject({ url: '/healthz', remoteAddress: '203.0.113.5' });
    expect(probe.statusCode).toBe(200);
  });
});
