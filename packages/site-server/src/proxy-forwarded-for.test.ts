import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiteServer } from './build-site-server.js';
import { rawRequest } from './test-support/loopback.js';
import { startProxySite, type ProxySite } from './test-support/proxy-site.js';
import { createSiteFixture, type SiteFixture } from './test-support/site-fixture.js';
import { startUpstream, type UpstreamFixture } from './test-support/upstream-fixture.js';

let upstream: UpstreamFixture;
let untrusting: ProxySite;
let behindProxy: ProxySite;
let fixture: SiteFixture;

beforeAll(async () => {
  upstream = await startUpstream();
  untrusting = await startProxySite(upstream.origin);
  behindProxy = await startProxySite(upstream.origin, { trustProxy: ['127.0.0.1'] });
  fixture = createSiteFixture();
});

afterAll(async () => {
  await untrusting.close();
  await behindProxy.close();
  await upstream.close();
  fixture.remove();
});

const FORGED = { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': 'evil.example.com' };

describe('X-Forwarded-For sent to the upstream', () => {
  it('is the address the server saw, whatever the browser wrote', async () => {
    await rawRequest(untrusting.port, '/wps/system/status', {
      headers: { host: untrusting.host, ...FORGED },
    });
    expect(upstream.seen.at(-1)?.headers).toMatchObject({
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-host': 'real.localhost',
      'x-forwarded-proto': 'http',
    });
  });

  it('is the client a trusted proxy names, when the server runs behind one', async () => {
    await rawRequest(behindProxy.port, '/wps/system/status', {
      headers: { host: behindProxy.host, 'x-forwarded-for': '203.0.113.9' },
    });
    expect(upstream.seen.at(-1)?.headers).toMatchObject({ 'x-forwarded-for': '203.0.113.9' });
  });
});

describe('the mock reads the address the server saw', () => {
  const statusIp = async (trustProxy: string[] | false): Promise<unknown> => {
    const app = buildSiteServer({
      tenantsDir: fixture.tenantsDir,
      distDir: fixture.distDir,
      mock: true,
      devControls: false,
      trustProxy,
    });
    try {
      const res = await app.inject({
        url: '/wps/system/status',
        headers: { host: 'jade.localhost', merchant: 'JADE01', ...FORGED },
        remoteAddress: '198.51.100.20',
      });
      return res.json<{ value: { ip: unknown } }>().value.ip;
    } finally {
      await app.close();
    }
  };

  it('ignores a forwarding header from a client that is not a trusted proxy', async () => {
    expect(await statusIp(false)).toBe('198.51.100.20');
  });

  it('believes it from a trusted proxy', async () => {
    expect(await statusIp(['198.51.100.0/24'])).toBe('203.0.113.9');
  });
});
