import { captureInstallPrompt, type ModalId } from '@wl/core';
import { prefetchLoginWhenUsed } from '../modals/prefetch-login.js';
import { serviceWorkerWhenIdle } from '../pwa/service-worker-when-idle.js';

/**
 * What the app does beside its pages: keeps the browser's offer to install the site (for the
 * download page) from now on, fetches the login window's chunk ahead once the visitor starts to
 * use the page (`modals`: the modals' chunk loaders), and registers the service worker once the
 * page has loaded and is idle. In
 * a chunk of its own, which the app asks for as it starts, so none of it is in the scripts every
 * page runs first (docs/performance.md).
 */
export function startBackgroundWork(modals: ReadonlyMap<ModalId, () => Promise<unknown>>): void {
  captureInstallPrompt();
  prefetchLoginWhenUsed(modals);
  serviceWorkerWhenIdle();
}
