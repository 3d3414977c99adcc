/// <reference types="vite/client" />
import { afterLoadIdle } from '@wl/core';

/** The `<meta>` through which the site server gives the worker's address (or none: no worker). */
const SERVICE_WORKER_META = 'meta[name="wl:service-worker"]';

/**
 * The installable app's worker (docs/architecture.md#installable-app): registers the service
 * worker only once the page has loaded and is idle, in a chunk of its own, never in the first
 * view's way (the browser's install offer is kept from the app's start: `start.tsx`). Only production
 * builds register, and only when the page names the worker: the site server leaves it out when
 * it runs with the dev flag, and a worker left from before is then removed.
 */
export function serviceWorkerWhenIdle(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  afterLoadIdle(() => {
    const url = document.querySelector<HTMLMetaElement>(SERVICE_WORKER_META)?.content;
    if (url) {
      import('./service-worker-lifecycle.js')
        .then(({ startServiceWorker }) => startServiceWorker(url))
        .catch((error: unknown) => console.warn('The service worker did not start.', error));
    } else if (navigator.serviceWorker.controller) {
      void navigator.serviceWorker
        .getRegistrations()
        .then((registrations) => Promise.all(registrations.map((r) => r.unregister())));
    }
  });
}
