import type { IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import {
  ENDPOINTS,
  type EndpointId,
  type EndpointRoute,
  type Envelope,
  type ValueOf,
} from '@wl/api';
import { REPO_ROOT } from '@wl/api/node';
import { TenantRegistry } from '@wl/tenant-config/node';
import { expect } from 'vitest';
import { mockApi } from '../plugin.js';
import { findAccount } from '../state/accounts.js';
import type { MerchantState } from '../state/merchant-state.js';
import { MockStore } from '../state/mock-store.js';
import { openSession } from '../state/sessions.js';
import { createTenantsDir, type TenantFiles } from './tenants-dir.js';

/** Merchant code of tenant `alpha`, the tenant every helper uses unless told. */
export const ALPHA = 'ALPHA01';
/** Merchant code of tenant `jade` (fixtures/tenants/jade holds its fixture overrides). */
export const JADE = 'JADE01';
/** The `jade` tenant folder, for tests that need a second merchant. */
export const JADE_TENANT: Record<string, TenantFiles> = {
  jade: { 'tenant.json': { merchantCode: JADE, displayName: 'Jade' } },
};

/** Merchant code of tenant `beta`, whose captcha module (CAPTCHA3) is off. */
export const NO_CAPTCHA = 'BETA01';
/** The `beta` tenant folder: a merchant that never shows a captcha. */
export const NO_CAPTCHA_TENANT: Record<string, TenantFiles> = {
  beta: {
    'tenant.json': { merchantCode: NO_CAPTCHA, displayName: 'Beta', modules: { CAPTCHA3: false } },
  },
};

export interface MockTestAppOptions {
  /**
   * `'repository'`: the repository's tenants/ folder. Otherwise a temporary tenants folder with
   * `alpha` (ALPHA01, the default tenant's modules and register form) plus these tenant folders;
   * a folder named like one under fixtures/tenants/ (e.g. jade) gets those fixture overrides.
   */
  tenants?: 'repository' | Record<string, TenantFiles>;
  /** Development routes under /__dev (default off). */
  devControls?: boolean;
  /** `frozen` (default): time moves only when the test moves it. `running`: the real clock plus moves. */
  clock?: 'frozen' | 'running';
}

export interface CallOptions {
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  token?: string;
  /** Merchant header (default ALPHA01). */
  merchant?: string;
  language?: string;
  /** Extra request headers (e.g. `x-forwarded-for`, `device`). */
  headers?: Record<string, string>;
  /** Call one of the endpoint's aliases instead of its own method and path. */
  route?: EndpointRoute;
}

export interface TestClock {
  now: () => Date;
  advance: (ms: number) => void;
  set: (at: Date) => void;
}

/** The mock API over the real API schema and fixtures, every response checked against the API schema. */
export interface MockTestApp {
  app: FastifyInstance;
  tenants: TenantRegistry;
  store: MockStore;
  clock: TestClock;
  /** Shorthands for `clock.now` and `clock.advance`. */
  now: () => Date;
  advance: (ms: number) => void;
  /** The merchant's state (seeded on first use). */
  state: (merchant?: string) => MerchantState;
  /**
   * Opens a session as a login would and returns its token: a seeded account keeps its type
   * unless `type` is given; any other username gets `type` (default 0, a member).
   */
  login: (username: string, options?: { type?: number; merchant?: string }) => string;
  /** Calls an API endpoint by id; form-encoded endpoints get a form body. */
  call: (id: EndpointId, options?: CallOptions) => Promise<LightMyRequestResponse>;
  /** Calls an endpoint, expects HTTP 200 and `success: true`, and answers the envelope value. */
  value: <T>(id: EndpointId, options?: CallOptions) => Promise<T>;
  /** Url and headers of every request the app received, in order. */
  received: { url: string; headers: IncomingHttpHeaders }[];
  close: () => Promise<void>;
}

function createClock(mode: 'frozen' | 'running'): TestClock {
  const frozenAt = Date.now();
  const base = (): number => (mode === 'frozen' ? frozenAt : Date.now());
  let offset = 0;
  return {
    now: () => new Date(base() + offset),
    advance: (ms) => {
      offset += ms;
    },
    set: (at) => {
      offset = at.getTime() - base();
    },
  };
}

export async function createMockTestApp(options: MockTestAppOptions = {}): Promise<MockTestApp> {
  const tenantsDir =
    options.tenants === 'repository'
      ? undefined
      : createTenantsDir({
          alpha: { 'tenant.json': { merchantCode: ALPHA, displayName: 'Alpha' } },
          ...options.tenants,
        });
  const tenants = new TenantRegistry({ tenantsDir: tenantsDir?.dir ?? join(REPO_ROOT, 'tenants') });
  const store = new MockStore();
  const clock = createClock(options.clock ?? 'frozen');
  const received: MockTestApp['received'] = [];
  // Behind a trusted proxy: tests give each caller its address with X-Forwarded-For.
  const app = Fastify({ trustProxy: true });
  app.addHook('onRequest', (request, _reply, done) => {
    received.push({ url: request.url, headers: request.headers });
    done();
  });
  await app.register(mockApi, {
    tenants,
    store,
    now: clock.now,
    validateResponses: true,
    devControls: options.devControls ?? false,
  });
  await app.ready();

  const state = (merchant = ALPHA): MerchantState => {
    const tenant = tenants.byMerchant(merchant);
    if (!tenant) throw new Error(`no tenant with merchant code ${merchant}`);
    return store.stateFor(tenant, clock.now());
  };

  const call: MockTestApp['call'] = (id, options = {}) => {
    const def = ENDPOINTS[id];
    const form = def.bodyEncoding === 'form';
    return app.inject({
      method: options.route?.method ?? def.method,
      url: options.route?.path ?? def.path,
      query: Object.fromEntries(
        Object.entries(options.query ?? {}).map(([key, value]) => [key, String(value)]),
      ),
      headers: {
        merchant: options.merchant ?? ALPHA,
        device: 'web',
        ...(options.token !== undefined && { authorization: options.token }),
        ...(options.language !== undefined && { language: options.language }),
        ...(form && { 'content-type': 'application/x-www-form-urlencoded' }),
        ...options.headers,
      },
      ...(options.body !== undefined && {
        payload: form
          ? new URLSearchParams(options.body as Record<string, string>).toString()
          : (options.body as object),
      }),
    });
  };

  return {
    app,
    tenants,
    store,
    clock,
    now: clock.now,
    advance: clock.advance,
    state,
    login: (username, { type, merchant } = {}) => {
      const merchantState = state(merchant);
      const account = findAccount(merchantState.accounts, username);
      return openSession(
        merchantState,
        { username: account?.username ?? username, type: type ?? account?.type ?? 0 },
        clock.now(),
      );
    },
    call,
    value: async <T>(id: EndpointId, options: CallOptions = {}): Promise<T> => {
      const res = await call(id, options);
      expect(res.statusCode, res.body).toBe(200);
      const envelope = res.json<{ success: boolean; value: T }>();
      expect(envelope.success, res.body).toBe(true);
      return envelope.value;
    },
    received,
    close: async () => {
      await app.close();
      tenantsDir?.remove();
    },
  };
}

/** The envelope value of an answer, typed as endpoint `id` answers it. */
export function valueOf<Id extends EndpointId>(_id: Id, res: LightMyRequestResponse): ValueOf<Id> {
  return res.json<Envelope<ValueOf<Id>>>().value;
}
