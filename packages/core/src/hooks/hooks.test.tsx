import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PublicTenantConfig } from '@wl/tenant-config';
import { initApi } from '../api/api-context.js';
import { changeLanguage } from '../i18n/change-language.js';
import { initI18n } from '../i18n/init-i18n.js';
import { apiStoreHooks } from '../stores/api-store-hooks.js';
import { useSessionStore } from '../stores/session-store.js';
import { useSystemStore } from '../stores/system-store.js';
import { bundledDictionary } from '../testing/bundled-dictionaries.js';
import {
  envelope,
  fakeBackend,
  type FakeAnswers,
  type RecordedRequest,
} from '../testing/fake-backend.js';
import { resetStores } from '../testing/reset-stores.js';
import { TestProviders } from '../testing/test-providers.js';
import { testTenant } from '../testing/test-tenant.js';
import { normalizeSystemStatus } from '../adapters/system-status.js';
import { useEndpoint } from './use-endpoint.js';
import { useHelpCenter } from './use-help-center.js';
import { useModuleEnabled } from './use-module-enabled.js';
import { useRegisterSetting } from './use-register-setting.js';
import { useSystemStatus } from './use-system-status.js';
import { useWhitelabel } from './use-whitelabel.js';

let requests: RecordedRequest[];
const answers: FakeAnswers = {};

function setup(tenant: PublicTenantConfig = testTenant()) {
  const fake = fakeBackend(answers, { otherwise: () => ({ data: envelope(null) }) });
  requests = fake.requests;
  initApi(tenant, { adapter: fake.adapter });
  return ({ children }: { children: ReactNode }) => (
    <TestProviders tenant={tenant}>{children}</TestProviders>
  );
}

const urls = () => requests.map((r) => r.url);

beforeEach(async () => {
  resetStores();
  for (const key of Object.keys(answers)) delete answers[key as keyof FakeAnswers];
  await initI18n(testTenant(), {
    resources: { VI: bundledDictionary('VI'), EN: bundledDictionary('EN') },
  });
});

describe('useSystemStatus', () => {
  it('turns a bare status number into the full status and records it', async () => {
    // Some backends answer a bare status number, which the API schema does not describe.
    answers['system.status'] = (_request, reply) => reply.status(200, envelope(1));
    const { result } = renderHook(() => useSystemStatus(), { wrapper: setup() });

    await waitFor(() =>
      expect(result.current.data).toEqual({ status: 1, maintenanceEnd: null, ip: '' }),
    );
    expect(useSystemStore.getState().status).toBe(1);
  });

  it('keeps the maintenance end and the IP when the backend sends them', async () => {
    answers['system.status'] = { status: 2, maintenanceEnd: null, ip: '203.0.113.9' };
    const { result } = renderHook(() => useSystemStatus(), { wrapper: setup() });

    await waitFor(() => expect(result.current.data?.status).toBe(2));
    expect(useSystemStore.getState()).toMatchObject({ status: 2, ip: '203.0.113.9' });
  });

  it('is asked again when a call is refused as not available, so a site closed meanwhile shows it', async () => {
    let status: 0 | 1 = 0;
    answers['system.status'] = (_request, reply) =>
      reply.value({ status, maintenanceEnd: null, ip: '203.0.113.9' });
    setup();
    // The app's own SWR cache, which the hook reaches as the running site does.
    const { result } = renderHook(() => useSystemStatus(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <SWRConfig value={{ dedupingInterval: 0 }}>{children}</SWRConfig>
      ),
    });
    await waitFor(() => expect(result.current.data?.status).toBe(0));

    status = 1;
    act(() => apiStoreHooks().onUnavailable());

    await waitFor(() => expect(result.current.data?.status).toBe(1));
    expect(useSystemStore.getState().status).toBe(1);
  });

  it('refuses a value that is no status', () => {
    expect(normalizeSystemStatus('2')).toEqual({ status: 2, maintenanceEnd: null, ip: '' });
    expect(() => normalizeSystemStatus({ status: 7 })).toThrow(/unexpected value/);
  });
});

describe('whitelabel and gated hooks', () => {
  it('a gated endpoint waits for the whitelabel tree, then is called when its module is on', async () => {
    answers['system.whitelabel'] = [
      { modId: 'REG3', enabled: '1' },
      { modId: 'CAPTCHA3', enabled: '0' },
    ];
    answers['system.registerSetting'] = {
      username: {
        enabled: true,
        required: true,
        acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
        minLength: 4,
        maxLength: 16,
        patternId: 1,
      },
    };
    const { result } = renderHook(
      () => ({
        tree: useWhitelabel(),
        rules: useRegisterSetting(),
        reg: useModuleEnabled('REG3'),
        captcha: useModuleEnabled('CAPTCHA3'),
      }),
      { wrapper: setup() },
    );

    expect(result.current.reg).toBe(false);
    await waitFor(() => expect(result.current.rules.data).toBeDefined());
    // The numeric pattern id comes back as the pattern kind that keys its message.
    expect(result.current.rules.data?.username).toMatchObject({
      enabled: true,
      patternId: 'letterStartAlphanumeric',
      minLength: 4,
    });
    expect(urls()).toEqual(['/wps/system/whitelabel', '/wps/system/setting/register']);
    expect(result.current.reg).toBe(true);
    expect(result.current.captcha).toBe(false);
  });

  it('makes no call for a module that is off', async () => {
    answers['system.whitelabel'] = [{ modId: 'REG3', enabled: '0' }];
    const { result } = renderHook(() => ({ tree: useWhitelabel(), rules: useRegisterSetting() }), {
      wrapper: setup(),
    });

    await waitFor(() => expect(result.current.tree.data).toBeDefined());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(urls()).toEqual(['/wps/system/whitelabel']);
    expect(result.current.rules.data).toBeUndefined();
  });
});

describe('useEndpoint', () => {
  it('does not call while disabled', async () => {
    const { result, rerender } = renderHook(
      ({ enabled }) => useEndpoint('system.country', undefined, { enabled }),
      {
        wrapper: setup(),
        initialProps: { enabled: false },
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toHaveLength(0);

    answers['system.country'] = { current: 'VN', countries: [] };
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.data).toEqual({ current: 'VN', countries: [] }));
  });

  it('calls again after a language change and after logging in', async () => {
    const { result } = renderHook(() => useHelpCenter(), { wrapper: setup() });
    await waitFor(() => expect(requests).toHaveLength(1));

    await act(() => changeLanguage('EN'));
    await waitFor(() => expect(requests).toHaveLength(2));
    act(() => useSessionStore.getState().setSession('tok', { type: 0, firstTimeLogin: false }));
    await waitFor(() => expect(requests).toHaveLength(3));

    expect(requests.map((r) => r.headers.Language)).toEqual(['VI', 'EN', 'EN']);
    expect(result.current.error).toBeUndefined();
  });
});
