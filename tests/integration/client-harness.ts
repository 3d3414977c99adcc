import { fileURLToPath } from 'node:url';
import {
  apiStoreHooks,
  initApi,
  useModalStore,
  useModulesStore,
  useSessionStore,
  type Translate,
} from '@wl/core';
import { appDictionary, tenantCheckFacts } from '@wl/features/node';
import { TenantRegistry, toPublicConfig, type PublicTenantConfig } from '@wl/tenant-config/node';
import { injectAdapter, type Inject, type InjectRequest } from '@wl/core/testing';
import {
  createMockTestApp,
  type MockTestApp,
} from '../../mock-server/src/test-support/mock-test-app.js';

/** The demo tenant the flows run against, and one of its players (mock-server/fixtures). */
export const TENANT = 'saigon';
export const PLAYER = { username: 'player.one', password: 'Passw0rd!' } as const;

/** `t` over the shipped English dictionary (core and features): the texts a visitor would read. */
export const t: Translate = (key) => {
  let node: unknown = appDictionary('EN');
  for (const part of key.split('.')) {
    node =
      node !== null && typeof node === 'object'
        ? (node as Record<string, unknown>)[part]
        : undefined;
  }
  return typeof node === 'string' ? node : key;
};

export interface Harness {
  mock: MockTestApp;
  tenant: PublicTenantConfig;
  /** Requests the client sent, in order. */
  requests: InjectRequest[];
  /** Switches a scenario of the tenant on through the development controls. */
  scenario: (body: { name: string; endpoints?: string[]; delayMs?: number }) => Promise<void>;
}

/** The mock app for the repository's tenants; one per test file. */
export function startMock(): Promise<MockTestApp> {
  return createMockTestApp({ tenants: 'repository', devControls: true, clock: 'running' });
}

/** Hands a client request to the mock app in process. */
function injectInto(mock: MockTestApp): Inject {
  return async (request) => {
    const res = await mock.app.inject({
      method: request.method,
      url: request.url,
      headers: request.headers,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    return { statusCode: res.statusCode, headers: res.headers, body: res.body };
  };
}

/** The tenants as the site server reads them: with the features' default pages under their own. */
export const siteTenants = new TenantRegistry({
  tenantsDir: fileURLToPath(new URL('../../tenants', import.meta.url)),
  appFacts: await tenantCheckFacts(),
});

/**
 * A fresh client for `TENANT` wired to the mock in process: the mock's state is reseeded, the
 * stores are emptied and `initApi` gets an adapter forwarding to `app.inject`.
 */
export function connectClient(
  mock: MockTestApp,
  options: { timeout?: number; tenant?: Partial<PublicTenantConfig> } = {},
): Harness {
  mock.store.resetState();
  mock.received.length = 0;
  useModalStore.getState().closeAll();
  useModulesStore.getState().reset();
  useSessionStore.getState().hydrate();
  const config = siteTenants.get(TENANT);
  if (!config) throw new Error(`tenants/${TENANT} is missing`);
  const tenant = { ...toPublicConfig(config, {}), ...options.tenant };
  const inject = injectInto(mock);
  const { adapter, requests } = injectAdapter(inject);
  initApi(tenant, {
    ...apiStoreHooks(),
    adapter,
    getLanguage: () => 'EN',
    timeout: options.timeout ?? 5000,
  });
  const scenario: Harness['scenario'] = async (body) => {
    const res = await inject({
      method: 'POST',
      url: `/__dev/tenants/${TENANT}/scenario`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    if (res.statusCode !== 200)
      throw new Error(`scenario ${body.name}: HTTP ${res.statusCode} ${res.body}`);
  };
  return { mock, tenant, requests, scenario };
}
