import Fastify, { type FastifyInstance } from 'fastify';
import { TenantRegistry } from '@wl/tenant-config/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../plugin.js';
import { MockStore } from '../state/mock-store.js';
import { openSession } from '../state/sessions.js';
import { createTenantsDir, type TenantsDir } from '../test-support/tenants-dir.js';

let tenants: TenantsDir;
let registry: TenantRegistry;
let store: MockStore;
let app: FastifyInstance;

async function build(devControls: boolean): Promise<FastifyInstance> {
  const instance = Fastify();
  await instance.register(mockApi, { tenants: registry, store, devControls });
  return instance;
}

const status = async (merchant: string) =>
  (await app.inject({ url: '/wps/system/status', headers: { merchant } })).json().value as {
    status: number;
    maintenanceEnd: string | null;
  };

const setStatus = (code: string, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: `/__dev/tenants/${code}/status`,
    payload: payload as Record<string, unknown>,
  });

beforeAll(() => {
  tenants = createTenantsDir({
    alpha: { 'tenant.json': { merchantCode: 'ALPHA01', displayName: 'Alpha' } },
    beta: { 'tenant.json': { merchantCode: 'BETA01', displayName: 'Beta' } },
  });
  registry = new TenantRegistry({ tenantsDir: tenants.dir });
});

afterAll(() => tenants.remove());

beforeEach(async () => {
  store = new MockStore();
  app = await build(true);
});

describe('dev controls', () => {
  it('are not mounted unless enabled', async () => {
    const plain = await build(false);
    const res = await plain.inject({
      method: 'POST',
      url: '/__dev/tenants/alpha/status',
      payload: { status: 1 },
    });
    expect(res.statusCode).toBe(404);
    expect((await plain.inject({ method: 'POST', url: '/__dev/reset' })).statusCode).toBe(404);
  });

  it('switch a merchant into maintenance, blocked and back', async () => {
    const maintenance = await setStatus('alpha', {
      status: 1,
      maintenanceEnd: '2030-05-01T12:00:00+07:00',
    });
    expect(maintenance.statusCode).toBe(200);
    expect(await status('ALPHA01')).toMatchObject({
      status: 1,
      maintenanceEnd: '2030-05-01T05:00:00.000Z',
    });
    const helpCenter = await app.inject({
      url: '/wps/system/helpCenter',
      headers: { merchant: 'ALPHA01' },
    });
    expect(helpCenter.json()).toMatchObject({ success: false, message: 'function.not.available' });

    await setStatus('alpha', { status: 2 });
    expect(await status('ALPHA01')).toMatchObject({ status: 2, maintenanceEnd: null });

    await setStatus('alpha', { status: 0 });
    expect(await status('ALPHA01')).toMatchObject({ status: 0 });
    expect(await status('BETA01')).toMatchObject({ status: 0 });
  });

  it.each([
    {},
    { status: 3 },
    { status: '1' },
    { status: 1, maintenanceEnd: 'soon' },
    { status: 1, maintenanceEnd: 5 },
  ])('refuse the status change %j', async (payload) => {
    const res = await setStatus('alpha', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'request_param_err' });
  });

  it('answer 404 for an unknown tenant', async () => {
    expect((await setStatus('nope', { status: 1 })).statusCode).toBe(404);
    expect((await app.inject({ url: '/__dev/tenants/nope/state' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/__dev/reset?tenant=nope' })).statusCode).toBe(
      404,
    );
  });

  it('show a merchant state summary with its sessions', async () => {
    const alpha = registry.get('alpha');
    if (!alpha) throw new Error('alpha missing');
    const token = openSession(
      store.stateFor(alpha),
      { username: 'ann', type: 0 },
      new Date('2030-01-01T00:00:00Z'),
      1000,
    );
    const res = await app.inject({ url: '/__dev/tenants/alpha/state' });
    expect(res.json().value).toEqual({
      tenant: 'alpha',
      merchantCode: 'ALPHA01',
      status: 0,
      maintenanceEnd: null,
      sessions: [{ token, username: 'ann', type: 0, expiresAt: '2030-01-01T00:00:01.000Z' }],
      scenarios: [],
    });
  });

  it('reset one tenant to its fixtures, leaving the others', async () => {
    await setStatus('alpha', { status: 1 });
    await setStatus('beta', { status: 2 });
    const res = await app.inject({ method: 'POST', url: '/__dev/reset?tenant=alpha' });
    expect(res.statusCode).toBe(200);
    expect(await status('ALPHA01')).toMatchObject({ status: 0 });
    expect(await status('BETA01')).toMatchObject({ status: 2 });
  });

  it('reset every tenant', async () => {
    await setStatus('alpha', { status: 1 });
    await setStatus('beta', { status: 2 });
    await app.inject({ method: 'POST', url: '/__dev/reset' });
    expect(await status('ALPHA01')).toMatchObject({ status: 0 });
    expect(await status('BETA01')).toMatchObject({ status: 0 });
  });
});
