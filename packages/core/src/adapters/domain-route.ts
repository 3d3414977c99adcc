import type { SystemDomainRouteValue } from '@wl/api';
import { asRecord, firstArray, firstString, isRecord } from './raw.js';
import { unexpectedValue } from './unexpected-value.js';

/** The merchant's main domain and its domains by purpose (docs/product/routes.md). */
export type DomainRoute = SystemDomainRouteValue;
type SiteKind = DomainRoute['routes'][number]['type'];

const SITE_KINDS: readonly SiteKind[] = ['WEB', 'H5', 'AGENT'];

/**
 * system.domainRoute. Public clients read value.domain; an older answer names it mainDomain.
 * Routes of an unknown kind are left out.
 */
export function toDomainRoute(value: unknown): DomainRoute {
  const raw = asRecord(value);
  const domain = firstString(raw, 'domain', 'mainDomain');
  if (domain === undefined) throw unexpectedValue('system.domainRoute', value);
  const routes = (firstArray(raw, 'routes') ?? []).filter(isRecord).flatMap((route) => {
    const host = firstString(route, 'domain');
    const type = SITE_KINDS.find((kind) => kind === route.type);
    return host && type ? [{ domain: host, type }] : [];
  });
  return { domain, routes };
}
