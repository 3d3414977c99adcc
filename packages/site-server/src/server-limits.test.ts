import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProxySite, type ProxySite } from './test-support/proxy-site.js';
import { startUpstream, type UpstreamFixture } from './test-support/upstream-fixture.js';

/** Everything the server writes on `socket` until it closes, or null if it is still open after `ms`. */
function readUntilClosed(socket: Socket, ms: number): Promise<string | null> {
  return new Promise((resolve) => {
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(null);
    }, ms);
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(text);
    });
  });
}

function open(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.on('error', reject);
  });
}

let upstream: UpstreamFixture;
let site: ProxySite;

beforeAll(async () => {
  upstream = await startUpstream((app) => {
    app.post('/wps/session/login', async (request) => {
      let length = 0;
      for await (const chunk of request.body as AsyncIterable<Buffer>) length += chunk.length;
      return { success: true, message: null, value: length };
    });
  });
  site = await startProxySite(upstream.origin, {
    limits: {
      requestTimeoutMs: 400,
      headersTimeoutMs: 400,
      checkIntervalMs: 100,
      maxConnections: 3,
    },
  });
});

afterAll(async () => {
  await site.close();
  await upstream.close();
});

describe('slow clients and too many connections', () => {
  it('cuts off a request whose body does not arrive in time (announces 100 bytes, sends 1)', async () => {
    const socket = await open(site.port);
    socket.write(
      'POST /wps/session/login HTTP/1.1\r\nHost: real.localhost\r\n' +
        'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
    );
    const written = await readUntilClosed(socket, 3_000);
    expect(written).not.toBeNull();
    expect(written).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('cuts off a client that never finishes its headers', async () => {
    const socket = await open(site.port);
    socket.write('GET /wps/system/status HTTP/1.1\r\nHost: real.localhost\r\n');
    expect(await readUntilClosed(socket, 3_000)).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes connections beyond the limit at once', async () => {
    const held = await Promise.all([open(site.port), open(site.port), open(site.port)]);
    const extra = await open(site.port);
    extra.write('GET /healthz HTTP/1.1\r\nHost: real.localhost\r\n\r\n');
    expect(await readUntilClosed(extra, 2_000)).toBe('');
    for (const socket of held) socket.destroy();
  });
});
