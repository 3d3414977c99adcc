import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import {
  TenantProvider,
  initApi,
  initI18n,
  useModalStore,
  useModulesStore,
  useSessionStore,
  type SystemStatus,
} from '@wl/core';
import cn from '@wl/core/locales/cn.json';
import en from '@wl/core/locales/en.json';
import tw from '@wl/core/locales/tw.json';
import vi from '@wl/core/locales/vi.json';
import type { BundledLanguage, PublicTenantConfig } from '@wl/tenant-config';
import { demoTenant } from './demo-tenant.js';
import { fakeApi } from './fake-api.js';

export const BUNDLED_DICTIONARIES = { VI: vi, EN: en, CN: cn, TW: tw };

export interface ProvidersOptions {
  tenant?: PublicTenantConfig;
  language?: BundledLanguage;
  path?: string;
  /** What `/wps/system/status` answers. */
  status?: SystemStatus;
  /** Session token (logged in) before rendering. */
  token?: string;
}

export interface ProvidersResult extends RenderResult {
  tenant: PublicTenantConfig;
  apiPaths: string[];
}

/** Shows the current location so tests can see where a click led. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders UI the way the app does: tenant, i18n with the bundled dictionaries, the API client
 * (answered by a fake backend), a fresh SWR cache and a router.
 */
export async function renderWithProviders(ui: ReactElement, options: ProvidersOptions = {}): Promise<ProvidersResult> {
  const tenant = options.tenant ?? demoTenant();
  const language = options.language ?? 'VI';
  if (options.token !== undefined) sessionStorage.setItem('token', options.token);
  useSessionStore.getState().hydrate();
  useModalStore.getState().closeAll();
  useModulesStore.getState().reset();
  await initI18n(tenant, { resources: BUNDLED_DICTIONARIES, storage: { getItem: () => language } });
  const api = fakeApi({
    '/wps/system/status': options.status ?? { status: 0, maintenanceEnd: null, ip: '203.0.113.7' },
    '/wps/session/logout': null,
  });
  initApi(tenant, { adapter: api.adapter });
  const result = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <TenantProvider tenant={tenant}>
        <MemoryRouter initialEntries={[options.path ?? '/']}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </TenantProvider>
    </SWRConfig>,
  );
  return { ...result, tenant, apiPaths: api.paths };
}
