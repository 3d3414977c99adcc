/**
 * The site's service worker (docs/architecture.md#installable-app). Built by vite-plugin-pwa
 * (injectManifest): `self.__WB_MANIFEST` becomes the list of the build's hashed JS and CSS files
 * and the offline page, each with its revision, so every build that changes a file is a new
 * worker, which waits until the player accepts the update prompt.
 *
 * - Hashed JS/CSS come from the precache (cache first: their names change when they do).
 * - Pages (navigations) always go to the network: each is rendered per tenant with its config
 *   inlined, so a cached copy could be stale after a deploy. Without network, the tenant's
 *   offline page answers instead.
 * - Everything else (backend calls, relays, locales, tenant assets, images) is never handled
 *   here: it goes to the network as if there were no worker, and nothing of it is stored.
 */
import { cacheNames, clientsClaim, setCacheNameDetails } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | PrecacheEntry)[];
};

/** Must match the site server's offline page path and the build's extra precache entry. */
const OFFLINE_PAGE = '/offline.html';

/** The message the update prompt sends when the player chooses to reload. */
const SKIP_WAITING = 'SKIP_WAITING';

const CACHE_PREFIX = 'wl';

setCacheNameDetails({ prefix: CACHE_PREFIX });
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

registerRoute(
  new NavigationRoute(async ({ request }) => {
    try {
      return await fetch(request);
    } catch {
      return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
    }
  }),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === SKIP_WAITING
  )
    void self.skipWaiting();
});

/** Caches of earlier workers that this one no longer uses (renamed or retired) are deleted. */
self.addEventListener('activate', (event: ExtendableEvent) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(`${CACHE_PREFIX}-`) && name !== cacheNames.precache)
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});
