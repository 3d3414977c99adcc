import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { TenantProvider, initApi, initI18n, useModalStore, useModulesStore, useSessionStore } from '@wl/core';
import cn from '@wl/core/locales/cn.json';
import en from '@wl/core/locales/en.json';
import tw from '@wl/core/locales/tw.json';
import vi_ from '@wl/core/locales/vi.json';
import type { BundledLanguage, PublicTenantConfig } from '@wl/tenant-config';
import { BootGate } from '../boot/BootGate.js';
import { useLoaderStore } from '../loader/loader-store.js';
import { AppRoutes } from '../router/AppRoutes.js';
import { demoTenant } from './demo-tenant.js';
import { fakeBackend, type FakeBackendOptions } from './fake-backend.js';

export interface RenderAppOptions extends FakeBackendOptions {
  path?: string;
  tenant?: PublicTenantConfig;
  language?: BundledLanguage;
  /** Session token stored before start (logged in). */
  token?: string;
}

export interface RenderAppResult extends RenderResult {
  apiPaths: string[];
  scrollTo: ReturnType<typeof vi.fn>;
}

/** Shows where the router is, and the state it carries, so tests can read redirects. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

/**
 * Starts the app as main.tsx does — tenant, i18n (bundled dictionaries), API client, boot by
 * system status — with a memory router at `path` and a fake backend.
 */
export async function renderApp(options: RenderAppOptions = {}): Promise<RenderAppResult> {
  const tenant = options.tenant ?? demoTenant();
  const language = options.language ?? 'VI';
  if (options.token !== undefined) sessionStorage.setItem('token', options.token);
  useSessionStore.getState().hydrate();
  useModalStore.getState().closeAll();
  useModulesStore.getState().reset();
  useLoaderStore.getState().hide();
  const scrollTo = vi.fn();
  window.scrollTo = scrollTo;
  await initI18n(tenant, { resources: { VI: vi_, EN: en, CN: cn, TW: tw }, storage: { getItem: () => language } });
  const backend = fakeBackend(options);
  initApi(tenant, { adapter: backend.adapter });
  const result = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <TenantProvider tenant={tenant}>
        <BootGate
          app={
            <MemoryRouter initialEntries={[options.path ?? '/']}>
              <AppRoutes />
              <LocationProbe />
            </MemoryRouter>
          }
        />
      </TenantProvider>
    </SWRConfig>,
  );
  return { ...result, apiPaths: backend.paths, scrollTo };
}
