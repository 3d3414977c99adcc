import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import {
  FIRST_ANSWERS_ELEMENT_ID,
  FirstAnswersProvider,
  seedFirstAnswers,
  type FirstAnswers,
  type SystemStatus,
} from '@wl/core';
import { fakeBackend, startClient, testTenant, TestProviders } from '@wl/core/testing';
import { ALL_WIDGETS, loadAllWidgetSchemas } from '@wl/features';
import { appDictionaries, featureDefaultPages } from '@wl/features/node';
import {
  deepMerge,
  type BundledLanguage,
  type LocaleDictionary,
  type PageConfig,
  type PublicTenantConfig,
} from '@wl/tenant-config';
import { layoutAndPagesWithDefaults } from '@wl/tenant-config/node';
import { WidgetRegistryProvider } from '@wl/widgets';
import { BootGate } from '../boot/BootGate.js';
import { useLoaderStore } from '@wl/core';
import { AppRoutes } from '../router/AppRoutes.js';

const single = (id: string, type: string, settings: Record<string, unknown> = {}): PageConfig => ({
  sections: { [id]: { type, settings } },
  order: [id],
});

const DEFAULT_PAGES_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../tenants/_default/pages',
);

/**
 * The pages every tenant inherits: each route's page its feature ships (with the route's main
 * widget) and the status pages of tenants/_default.
 */
function defaultPages(): Record<string, PageConfig> {
  const files: [string, string][] = [
    ...readdirSync(DEFAULT_PAGES_DIR).map((file): [string, string] => [
      file.replace(/\.json$/, ''),
      readFileSync(join(DEFAULT_PAGES_DIR, file), 'utf8'),
    ]),
    ...featureDefaultPages().map(({ name, text }): [string, string] => [name, text]),
  ];
  return Object.fromEntries(files.map(([name, text]) => [name, JSON.parse(text) as PageConfig]));
}

/**
 * The test tenant: the default layout (header, footer, side menu), a home page, and for every
 * other route the page its feature ships (its main widget).
 */
export function demoTenant(overrides: Partial<PublicTenantConfig> = {}): PublicTenantConfig {
  return testTenant({
    modules: { REG3: true, REWCEN3: true },
    menu: { header: ['HOME', 'PROMO', 'LIVE'] },
    layout: {
      header: single('header', 'header'),
      aside: single('side-menu', 'side-menu'),
      footer: single('footer', 'footer'),
    },
    pages: {
      ...defaultPages(),
      home: single('welcome', 'rich-text', {
        headingKey: 'sections.home',
        bodyKey: 'widgets.hero.subtitle',
      }),
      maintenance: single('maintenance', 'maintenance'),
      blocked: single('blocked', 'blocked'),
    },
    ...overrides,
  });
}

export interface FakeBackendOptions {
  status?: SystemStatus;
  /** The first N status calls fail as if the network were down. */
  statusFailures?: number;
}

/**
 * Answers system status, whitelabel and domain routes behind /wps with envelopes, a failure
 * envelope for anything else.
 */
function bootBackend(options: FakeBackendOptions) {
  let failuresLeft = options.statusFailures ?? 0;
  return fakeBackend({
    'system.status': (_request, reply) => {
      if (failuresLeft === 0)
        return reply.value(
          options.status ?? { status: 0, maintenanceEnd: null, ip: '203.0.113.7' },
        );
      failuresLeft -= 1;
      return reply.network();
    },
    'system.whitelabel': [
      { modId: 'REG3', enabled: '1' },
      { modId: 'REWCEN3', enabled: '1' },
    ],
    'system.domainRoute': { domain: 'demo.example.com', routes: [] },
  });
}

export interface RenderAppOptions extends FakeBackendOptions {
  path?: string;
  tenant?: PublicTenantConfig;
  language?: BundledLanguage;
  /** Session token stored before start (logged in). */
  token?: string;
  /** Answers inlined in the page as the site server does (read at start like start.tsx). */
  firstAnswers?: FirstAnswers;
  /** The tenant's texts, merged over the app's dictionaries as its locale files are. */
  tenantTexts?: Partial<Record<BundledLanguage, LocaleDictionary>>;
}

export interface RenderAppResult extends RenderResult {
  apiPaths: string[];
  scrollTo: ReturnType<typeof vi.fn>;
}

function withTenantTexts(
  app: Record<BundledLanguage, LocaleDictionary>,
  texts: Partial<Record<BundledLanguage, LocaleDictionary>>,
): Record<BundledLanguage, LocaleDictionary> {
  const merged = { ...app };
  for (const [code, dictionary] of Object.entries(texts) as [BundledLanguage, LocaleDictionary][])
    merged[code] = deepMerge(app[code], dictionary);
  return merged;
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
 * Starts the app as main.tsx does — tenant, i18n (the app's dictionaries: core and features), API client, boot by
 * system status — with a memory router at `path` and a fake backend.
 */
export async function renderApp(options: RenderAppOptions = {}): Promise<RenderAppResult> {
  const given = options.tenant ?? demoTenant();
  const tenant = {
    ...given,
    ...layoutAndPagesWithDefaults(given, await loadAllWidgetSchemas()),
  };
  useLoaderStore.getState().hide();
  const scrollTo = vi.fn();
  window.scrollTo = scrollTo;
  const backend = bootBackend(options);
  await startClient(tenant, {
    adapter: backend.adapter,
    dictionaries: withTenantTexts(appDictionaries(), options.tenantTexts ?? {}),
    ...(options.language !== undefined && { language: options.language }),
    ...(options.token !== undefined && { token: options.token }),
  });
  document.getElementById(FIRST_ANSWERS_ELEMENT_ID)?.remove();
  if (options.firstAnswers) {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = FIRST_ANSWERS_ELEMENT_ID;
    element.textContent = JSON.stringify(options.firstAnswers);
    document.head.append(element);
  }
  const fallback = seedFirstAnswers(tenant);
  const result = render(
    <TestProviders tenant={tenant}>
      <FirstAnswersProvider fallback={fallback}>
        <WidgetRegistryProvider widgets={ALL_WIDGETS}>
          <BootGate
            app={
              <MemoryRouter initialEntries={[options.path ?? '/']}>
                <AppRoutes />
                <LocationProbe />
              </MemoryRouter>
            }
          />
        </WidgetRegistryProvider>
      </FirstAnswersProvider>
    </TestProviders>,
  );
  return { ...result, apiPaths: backend.paths, scrollTo };
}
