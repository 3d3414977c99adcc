import { tenantAssetUrl, type TenantConfig } from '@wl/tenant-config';
import { escapeHtml } from '@wl/widgets/server';
import { themeColorOf } from './web-app-manifest.js';

/** Where the site serves a tenant's manifest, its service worker and its offline page. */
export const MANIFEST_PATH = '/manifest.webmanifest';
export const SERVICE_WORKER_PATH = '/sw.js';
export const OFFLINE_PAGE_PATH = '/offline.html';

/** The `<meta>` that tells the runtime where the service worker is; absent when it must not register. */
export const SERVICE_WORKER_META = 'wl:service-worker';

/** What the server adds to every page beyond the tenant's own settings. */
export interface IndexHeadOptions {
  /** Tell the runtime to register the service worker (default: yes). */
  serviceWorker?: boolean;
}

/**
 * The head elements that make a tenant's site installable: its manifest, the browser bar colour,
 * the iOS home-screen icon and, unless turned off, the service worker's address.
 * docs/architecture.md#installable-app
 */
export function installableAppHead(tenant: TenantConfig, serviceWorker: boolean): string[] {
  const touchIcon = tenant.theme.app?.icons.icon192;
  return [
    `<link rel="manifest" href="${MANIFEST_PATH}">`,
    `<meta name="theme-color" content="${escapeHtml(themeColorOf(tenant))}">`,
    touchIcon
      ? `<link rel="apple-touch-icon" href="${escapeHtml(tenantAssetUrl(touchIcon))}">`
      : '',
    serviceWorker ? `<meta name="${SERVICE_WORKER_META}" content="${SERVICE_WORKER_PATH}">` : '',
  ].filter(Boolean);
}
