import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { ENDPOINTS, type EndpointId } from '@wl/contract';
import { TenantRegistry } from '@wl/tenant-config/node';
import { mockApi } from '../plugin.js';
import type { MerchantState } from '../state/merchant-state.js';
import { MockStore } from '../state/mock-store.js';
import { createTenantsDir, type TenantFiles } from './tenants-dir.js';

export const ALPHA = 'ALPHA01';

export interface EndpointCall {
  body?: Record<string, unknown>;
  query?: Record<string, string>;
  token?: string;
  merchant?: string;
  /** Extra request headers (e.g. `x-forwarded-for`, `device`). */
  headers?: Record<string, string>;
}

/** The mock API with the real contract and fixtures, called by endpoint id, on a frozen clock tests move. */
export interface AccountApp {
  app: FastifyInstance;
  store: MockStore;
  advance: (ms: number) => void;
  state: (merchant?: string) => MerchantState;
  /** Calls a contract endpoint by id; form-encoded endpoints get a form body. */
  call: (id: EndpointId, options?: EndpointCall) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
}

/** `alpha` (ALPHA01, the default tenant's modules and register form) plus `extra` tenant folders. */
export async function createAccountApp(
  extra: Record<string, TenantFiles> = {},
  options: { devControls?: boolean } = {},
): Promise<AccountApp> {
  const tenants = createTenantsDir({
    alpha: { 'tenant.json': { merchantCode: ALPHA, displayName: 'Alpha' } },
    ...extra,
  });
  const registry = new TenantRegistry({ tenantsDir: tenants.dir });
  const store = new MockStore();
  // A frozen clock: time moves only when a test advances it.
  const start = Date.now();
  let offset = 0;
  const now = (): Date => new Date(start + offset);
  const app = Fastify();
  await app.register(mockApi, {
    tenants: registry,
    store,
    now,
    validateResponses: true,
    devControls: options.devControls ?? false,
  });

  return {
    app,
    store,
    advance: (ms) => {
      offset += ms;
    },
    state: (merchant = ALPHA) => {
      const tenant = registry.byMerchant(merchant);
      if (!tenant) throw new Error(`no tenant with merchant code ${merchant}`);
      return store.stateFor(tenant);
    },
    call: (id, call = {}) => {
      const def = ENDPOINTS[id];
      const form = def.bodyEncoding === 'form';
      return app.inject({
        method: def.method,
        url: def.path,
        query: call.query ?? {},
        headers: {
          merchant: call.merchant ?? ALPHA,
          device: 'web',
          ...(call.token && { authorization: call.token }),
          ...(form && { 'content-type': 'application/x-www-form-urlencoded' }),
          ...call.headers,
        },
        ...(call.body !== undefined && {
          payload: form
            ? new URLSearchParams(call.body as Record<string, string>).toString()
            : call.body,
        }),
      });
    },
    close: async () => {
      await app.close();
      tenants.remove();
    },
  };
}
