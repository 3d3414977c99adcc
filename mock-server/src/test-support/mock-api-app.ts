import Fastify, {
  type FastifyInstance,
  type InjectOptions,
  type LightMyRequestResponse,
} from 'fastify';
import type { EndpointId, Envelope, ValueOf } from '@wl/contract';
import { TenantRegistry } from '@wl/tenant-config/node';
import { mockApi } from '../plugin.js';
import { findAccount } from '../state/accounts.js';
import type { MerchantState } from '../state/merchant-state.js';
import { MockStore } from '../state/mock-store.js';
import { openSession } from '../state/sessions.js';
import { createTenantsDir, type TenantFiles, type TenantsDir } from './tenants-dir.js';

export interface CallOptions {
  token?: string;
  query?: Record<string, string | number>;
  body?: unknown;
  language?: string;
  merchant?: string;
}

/** A mock API over the real contract and fixtures, with a clock the test can move. */
export interface MockApiApp {
  app: FastifyInstance;
  store: MockStore;
  /** The clock the handlers see; `advance` moves it. */
  now: () => Date;
  advance: (ms: number) => void;
  /** The merchant's state (seeded on first use). */
  state: (merchant?: string) => MerchantState;
  /** Opens a session for a seeded account, as a login would, and returns its token. */
  login: (username: string, merchant?: string) => string;
  call: (
    method: InjectOptions['method'],
    url: string,
    options?: CallOptions,
  ) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
}

/** Merchant code of the tenant every helper uses unless told. */
export const ALPHA_MERCHANT = 'ALPHA01';

/**
 * Builds the app over a temporary tenants folder: `alpha` (every module on) plus `extra` tenants.
 * A tenant folder named like one under fixtures/tenants/ (e.g. jade) gets those fixture overrides.
 */
export async function createMockApiApp(
  extra: Record<string, TenantFiles> = {},
): Promise<MockApiApp> {
  const tenants: TenantsDir = createTenantsDir({
    alpha: { 'tenant.json': { merchantCode: ALPHA_MERCHANT, displayName: 'Alpha' } },
    ...extra,
  });
  const registry = new TenantRegistry({ tenantsDir: tenants.dir });
  const store = new MockStore();
  let offset = 0;
  const now = (): Date => new Date(Date.now() + offset);
  const app = Fastify();
  await app.register(mockApi, { tenants: registry, store, now, validateResponses: true });

  const state = (merchant = ALPHA_MERCHANT): MerchantState => {
    const tenant = registry.byMerchant(merchant);
    if (!tenant) throw new Error(`no tenant with merchant code ${merchant}`);
    return store.stateFor(tenant);
  };

  return {
    app,
    store,
    now,
    advance: (ms) => {
      offset += ms;
    },
    state,
    login: (username, merchant) => {
      const merchantState = state(merchant);
      const account = findAccount(merchantState.accounts, username);
      if (!account) throw new Error(`no seeded account ${username}`);
      return openSession(merchantState, account, now());
    },
    call: (method, url, options = {}) =>
      app.inject({
        method,
        url,
        query: Object.fromEntries(
          Object.entries(options.query ?? {}).map(([key, value]) => [key, String(value)]),
        ),
        headers: {
          merchant: options.merchant ?? ALPHA_MERCHANT,
          ...(options.token && { authorization: options.token }),
          ...(options.language && { language: options.language }),
        },
        ...(options.body !== undefined && { payload: options.body as object }),
      }),
    close: async () => {
      await app.close();
      tenants.remove();
    },
  };
}

/** The envelope value of an answer, typed as endpoint `id` answers it. */
export function valueOf<Id extends EndpointId>(_id: Id, res: LightMyRequestResponse): ValueOf<Id> {
  return res.json<Envelope<ValueOf<Id>>>().value;
}
