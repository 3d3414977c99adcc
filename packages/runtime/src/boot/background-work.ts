import { captureInstallPrompt, type ModalId } from '@wl/core';
import type { PublicTenantConfig } from '@wl/tenant-config';
import { prefetchLoginWhenUsed } from '../modals/prefetch-login.js';
import { serviceWorkerWhenIdle } from '../pwa/service-worker-when-idle.js';
import { intlWarmUpSteps, runInSteps } from './warm-up-intl.js';

/**
 * What the app does beside its pages: keeps the browser's offer to install the site (for the
 * download page) from now on, fetches the login window's chunk ahead once the visitor starts to
 * use the page (`modals`: the modals' chunk loaders), makes `Intl` load the page's number and date
 * data in small tasks while the page waits for its answers, and registers the service worker
 * once the page has loaded and is idle. In
 * a chunk of its own, which the app asks for as it starts, so none of it is in the scripts every
 * page runs first (docs/performance.md).
 */
export function startBackgroundWork(
  modals: ReadonlyMap<ModalId, () => Promise<unknown>>,
  tenant: PublicTenantConfig,
): void {
  captureInstallPrompt();
  runInSteps(intlWarmUpSteps(document.documentElement.lang || 'en', tenant.money.currency));
  prefetchLoginWhenUsed(modals);
  serviceWorkerWhenIdle();
}
