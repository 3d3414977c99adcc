import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import {
  FirstAnswersProvider,
  TenantProvider,
  adoptLanguageFromUrl,
  apiStoreHooks,
  initApi,
  initI18n,
  initSession,
  readInjectedTenant,
  seedFirstAnswers,
} from '@wl/core';
import { ALL_WIDGETS, MODAL_LOADERS } from '@wl/features';
import { WidgetRegistryProvider } from '@wl/widgets';
import { AppRoutes } from '../router/AppRoutes.js';
import { BootGate } from './BootGate.js';
import { appContainer } from './first-view.js';
import { preloadFirstPage } from './preload-first-page.js';

/**
 * Starts the app in `container`: reads the tenant the site server inlined, adopts a `?token=` and
 * restores the session (and the login window of one the backend ended), adopts a `?lang=`, sets up
 * the API client and i18n, then lets BootGate pick the first screen. The answers the server inlined
 * (status, modules, permission info, a game list's first page) are SWR's fallback, so the first
 * screen needs no call. The app renders beside the server's first view, if there is one, until its
 * page is ready (first-view.ts).
 */
async function startIn(container: HTMLElement): Promise<void> {
  const tenant = readInjectedTenant();
  initSession(window.location);
  adoptLanguageFromUrl(tenant, window.location);
  initApi(tenant, apiStoreHooks());
  preloadFirstPage(tenant, ALL_WIDGETS, window.location.pathname);
  import('./background-work.js')
    .then(({ startBackgroundWork }) => startBackgroundWork(MODAL_LOADERS, tenant))
    .catch(() => undefined);
  try {
    await initI18n(tenant);
  } catch (error) {
    console.error('Translations failed to load; continuing with what is available.', error);
  }
  const fallback = seedFirstAnswers(tenant);
  const root = createRoot(appContainer(container));
  // A transition: React renders the first screen in slices, so no long task holds the main thread.
  startTransition(() =>
    root.render(
      <StrictMode>
        <FirstAnswersProvider fallback={fallback}>
          <TenantProvider tenant={tenant}>
            <WidgetRegistryProvider widgets={ALL_WIDGETS}>
              <BootGate
                app={
                  <BrowserRouter>
                    <AppRoutes />
                  </BrowserRouter>
                }
              />
            </WidgetRegistryProvider>
          </TenantProvider>
        </FirstAnswersProvider>
      </StrictMode>,
    ),
  );
}

/** Starts the app in the page's `#root`; an error it cannot start past is written there. */
export function start(): void {
  const container = document.getElementById('root');
  if (container === null) throw new Error('index.html has no #root element.');
  startIn(container).catch((error: unknown) => {
    console.error(error);
    container.textContent = error instanceof Error ? error.message : String(error);
  });
}
