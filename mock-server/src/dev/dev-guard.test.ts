import Fastify, { type FastifyInstance } from 'fastify';
import { TenantRegistry } from '@wl/tenant-config/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../plugin.js';
import { MockStore } from '../state/mock-store.js';
import { createTenantsDir, type TenantsDir } from '../test-support/tenants-dir.js';

let tenants: TenantsDir;
let registry: TenantRegistry;
let app: FastifyInstance;

beforeAll(() => {
  tenants = createTenantsDir({
    alpha: { 'tenant.json': { merchantCode: 'ALPHA01', displayName: 'Alpha' } },
  });
  registry = new TenantRegistry({ tenantsDir: tenants.dir });
});
afterAll(() => tenants.remove());

beforeEach(async () => {
  app = Fastify();
  await app.register(mockApi, { tenants: registry, store: new MockStore(), devControls: true });
});

const maintenance = JSON.stringify({ status: 1 });
const switchStatus = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/__dev/tenants/alpha/status',
    remoteAddress,
    headers,
    payload: maintenance,
  });
const merchantStatus = async (): Promise<number> => {
  const res = await app.inject({ url: '/wps/system/status', headers: { merchant: 'ALPHA01' } });
  return res.json<{ value: { status: number } }>().value.status;
};

describe('/__dev guard', () => {
  it('lets a same-origin JSON call from this machine through', async () => {
    const res = await switchStatus({
      host: 'localhost:8080',
      origin: 'http://localhost:8080',
      'content-type': 'application/json',
    });
    expect(res.statusCode).toBe(200);
    expect(await merchantStatus()).toBe(1);
  });

  it('refuses clients that are not on loopback, whatever X-Forwarded-For says', async () => {
    const res = await switchStatus(
      { host: 'localhost', 'content-type': 'application/json', 'x-forwarded-for': '127.0.0.1' },
      '203.0.113.9',
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, message: 'forbidden' });
    const read = await app.inject({
      url: '/__dev/tenants/alpha/state',
      remoteAddress: '203.0.113.9',
    });
    expect(read.statusCode).toBe(403);
    expect(read.body).not.toContain('token');
    expect(await merchantStatus()).toBe(0);
  });

  it('refuses a host that is not a local name (a rebound DNS name)', async () => {
    const res = await app.inject({
      url: '/__dev/tenants/alpha/state',
      headers: { host: 'attacker.example:8080' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a cross-site text/plain or form post', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
      const res = await switchStatus({ host: 'localhost:8080', 'content-type': contentType });
      expect(res.statusCode, contentType).toBe(403);
    }
    const crossSite = await switchStatus({
      host: 'localhost:8080',
      origin: 'https://attacker.example',
      'content-type': 'application/json',
    });
    expect(crossSite.statusCode).toBe(403);
    const nullOrigin = await app.inject({
      method: 'POST',
      url: '/__dev/reset',
      headers: { origin: 'null' },
    });
    expect(nullOrigin.statusCode).toBe(403);
    expect(await merchantStatus()).toBe(0);
  });

  it('never start in production', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    try {
      const prod = Fastify();
      await expect(
        prod.register(mockApi, { tenants: registry, store: new MockStore(), devControls: true }),
      ).rejects.toThrow(/cannot run in production/);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
