import { API_PREFIXES, DEV_CONTROLS_PREFIX } from '../api-prefixes.js';
import type { TenantConfig } from '@wl/tenant-config/node';
import { closedAddresses, privateAddresses } from './public-routes.js';

/**
 * A tenant's robots.txt (docs/product/seo.md#robots): public pages and the pages that need a
 * session (whose `noindex` a crawler must be able to read) are open; the agent portal's login, the
 * login and register windows, addresses carrying a session token, the routes whose gate the tenant
 * closes and the backend paths are not; the sitemap is named on the canonical host.
 */
export function robotsTxt(tenant: TenantConfig, origin: string): string {
  const routes = [
    ...privateAddresses(),
    ...closedAddresses(tenant).filter((path) => !privateAddresses().includes(path)),
  ].filter((path) => path.startsWith('/'));
  const disallowed = [
    ...routes.flatMap(exactAddress),
    '/*?token=',
    '/*&token=',
    ...API_PREFIXES,
    DEV_CONTROLS_PREFIX,
  ];
  return [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * The robots.txt rules of one route's address, exact: the address itself (`$` ends the match) and
 * the address with a query. A bare prefix would also close every longer address it begins, so
 * `/agent` would close `/agentHome` and `/lott` would close `/lottery`.
 */
function exactAddress(path: string): string[] {
  return [`${path}$`, `${path}?`];
}
