import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { SystemStatus } from '@wl/core';
import type { BundledLanguage, LocaleDictionary, PublicTenantConfig } from '@wl/tenant-config';
import {
  failure,
  fakeBackend,
  startClient,
  testTenant,
  TestProviders,
  type FakeAnswers,
} from '@wl/core/testing';
import type { CentrePage } from '../centre-pages/centre-page.js';
import { CentrePagesProvider } from '../centre-pages/centre-pages-context.js';
import type { AnyWidgetDefinition } from '../define-widget.js';
import type { HeaderEntries } from '../header-entries/header-entry.js';
import { HeaderEntriesProvider } from '../header-entries/header-entries-context.js';
import { RouteGatesProvider, type RouteGateAt } from '../link-gates/link-gates-context.js';
import { GENERIC_WIDGETS } from '../registry.js';
import { WidgetRegistryProvider } from '../widget-registry-context.js';

/** The test tenant as the widget tests see it: no module switched on. */
export function demoTenant(overrides: Partial<PublicTenantConfig> = {}): PublicTenantConfig {
  return testTenant({ modules: {}, ...overrides });
}

export interface ProvidersOptions {
  tenant?: PublicTenantConfig;
  language?: BundledLanguage;
  path?: string;
  /** What `/wps/system/status` answers. */
  status?: SystemStatus;
  /** Session token (logged in) before rendering. */
  token?: string;
  /** Further fake backend answers by endpoint id (e.g. 'games.menus'). */
  answers?: FakeAnswers;
  /** The widgets PageRenderer knows; the generic ones unless told. */
  widgets?: readonly AnyWidgetDefinition[];
  /** The centre pages the member and agent centres list; none unless told. */
  centrePages?: readonly CentrePage[];
  /** The entries features add to the header; none unless told. */
  headerEntries?: HeaderEntries;
  /** The gate of the route each path shows (links named by address); none unless told. */
  routeGateAt?: RouteGateAt;
  /** The dictionaries i18n starts with; core's own unless told (features pass the app's). */
  dictionaries?: Record<BundledLanguage, LocaleDictionary>;
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
 * Renders UI the way the app does: tenant, i18n with the given (or core's) dictionaries, the API client
 * (answered by a fake backend), a fresh SWR cache and a router.
 */
export async function renderWithProviders(
  ui: ReactElement,
  options: ProvidersOptions = {},
): Promise<ProvidersResult> {
  const tenant = options.tenant ?? demoTenant();
  const api = fakeBackend(
    {
      'system.status': options.status ?? { status: 0, maintenanceEnd: null, ip: '203.0.113.7' },
      'session.logout': null,
      ...options.answers,
    },
    { otherwise: () => ({ data: failure('not found') }) },
  );
  await startClient(tenant, {
    adapter: api.adapter,
    ...(options.language !== undefined && { language: options.language }),
    ...(options.token !== undefined && { token: options.token }),
    ...(options.dictionaries !== undefined && { dictionaries: options.dictionaries }),
  });
  const result = render(
    <TestProviders tenant={tenant}>
      <WidgetRegistryProvider widgets={options.widgets ?? GENERIC_WIDGETS}>
        <CentrePagesProvider pages={options.centrePages ?? []}>
          <HeaderEntriesProvider entries={options.headerEntries ?? {}}>
            <RouteGatesProvider gateAt={options.routeGateAt ?? (() => undefined)}>
              <MemoryRouter initialEntries={[options.path ?? '/']}>
                <Routes>
                  <Route path="*" element={ui} />
                </Routes>
                <LocationProbe />
              </MemoryRouter>
            </RouteGatesProvider>
          </HeaderEntriesProvider>
        </CentrePagesProvider>
      </WidgetRegistryProvider>
    </TestProviders>,
  );
  return { ...result, tenant, apiPaths: api.paths };
}
