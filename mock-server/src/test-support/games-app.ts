/**
 * A mock server for the game-domain tests: tenant `alpha` (ALPHA01) seeded from the shared
 * fixtures and tenant `jade` (JADE01) with the fixtures/tenants/jade overrides, every response
 * checked against the contract, and a clock the tests can move.
 */
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import type { TenantConfig } from '@wl/tenant-config';
import { TenantRegistry } from '@wl/tenant-config/node';
import { mockApi } from '../plugin.js';
import type { MerchantState } from '../state/merchant-state.js';
import { MockStore } from '../state/mock-store.js';
import { openSession } from '../state/sessions.js';
import { createTenantsDir } from './tenants-dir.js';

export const MERCHANTS = { alpha: 'ALPHA01', jade: 'JADE01' } as const;
export type TestTenantCode = keyof typeof MERCHANTS;

export interface RequestOptions {
  tenant?: TestTenantCode;
  token?: string;
  query?: Record<string, string | number>;
  method?: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  language?: string;
}

export interface GamesTestApp {
  app: FastifyInstance;
  store: MockStore;
  clock: { now: Date };
  state(tenant?: TestTenantCode): MerchantState;
  /** Opens a session for an account (type 0 member, 4 trial) and returns its token. */
  login(username: string, type?: number, tenant?: TestTenantCode): string;
  call(path: string, options?: RequestOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function createGamesTestApp(): Promise<GamesTestApp> {
  const tenants = createTenantsDir({
    alpha: { 'tenant.json': { merchantCode: MERCHANTS.alpha, displayName: 'Alpha' } },
    jade: { 'tenant.json': { merchantCode: MERCHANTS.jade, displayName: 'Jade' } },
  });
  const registry = new TenantRegistry({ tenantsDir: tenants.dir });
  const store = new MockStore();
  const clock = { now: new Date() };
  const app = Fastify();
  await app.register(mockApi, {
    tenants: registry,
    store,
    validateResponses: true,
    now: () => clock.now,
  });

  const tenantConfig = (code: TestTenantCode): TenantConfig => {
    const tenant = registry.get(code);
    if (!tenant) throw new Error(`test tenant ${code} missing`);
    return tenant;
  };
  const state = (code: TestTenantCode = 'alpha') => store.stateFor(tenantConfig(code));

  return {
    app,
    store,
    clock,
    state,
    login: (username, type = 0, tenant = 'alpha') =>
      openSession(state(tenant), { username, type }, clock.now),
    call: (path, options = {}) => {
      const search = new URLSearchParams(
        Object.entries(options.query ?? {}).map(([key, value]) => [key, String(value)]),
      ).toString();
      return app.inject({
        method: options.method ?? 'GET',
        url: search ? `${path}?${search}` : path,
        headers: {
          merchant: MERCHANTS[options.tenant ?? 'alpha'],
          ...(options.token !== undefined && { authorization: options.token }),
          ...(options.language !== undefined && { language: options.language }),
          ...(options.body !== undefined && { 'content-type': 'application/json' }),
        },
        ...(options.body !== undefined && { payload: JSON.stringify(options.body) }),
      });
    },
    close: async () => {
      await app.close();
      tenants.remove();
    },
  };
}
