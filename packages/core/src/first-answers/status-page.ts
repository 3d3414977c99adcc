import type { PageConfig } from '@wl/tenant-config';
import type { SystemStatusCode } from '../stores/system-store.js';

/** The pages shown instead of the app while the site is closed (docs/product/routes.md). */
export type StatusPageName = 'maintenance' | 'blocked';

/** The page a system status shows instead of the app: none for 0, maintenance for 1, blocked for 2. */
export function statusPageOf(status: SystemStatusCode): StatusPageName | undefined {
  if (status === 1) return 'maintenance';
  if (status === 2) return 'blocked';
  return undefined;
}

/**
 * The tenant's page `name`, or its status widget alone (of the same name) for a config without
 * the page (tenant:check requires it). The app and the site server's first view draw the same.
 */
export function statusPageConfig(
  pages: Readonly<Record<string, PageConfig>>,
  name: StatusPageName,
): PageConfig {
  return pages[name] ?? { sections: { main: { type: name, settings: {} } }, order: ['main'] };
}
