import { isExternalHref, ROUTE_ADDRESSES } from '@wl/paths';
import { listValues } from './describe-ajv-error.js';

/** The problem with a URL a tenant supplies for the browser, or undefined. */
export type LinkRule = (value: string) => string | undefined;

/**
 * The one rule for every URL a tenant supplies for the browser (links, customer service, app
 * downloads): an http(s) URL or the address of a route. `routes` gives each route's addresses, the
 * one links use first (the feature registry's, as `tenant:check` and the site server pass them);
 * without it, `@wl/paths`' generated copy of them.
 */
export function linkRule(
  routes: Readonly<Record<string, readonly string[]>> = ROUTE_ADDRESSES,
): LinkRule {
  const addresses = new Set(Object.values(routes).flat());
  const linked = listValues(Object.values(routes).flatMap((list) => list.slice(0, 1)));
  return (value) => {
    const address = value.split(/[?#]/, 1)[0] ?? '';
    if (isExternalHref(value) || addresses.has(address)) return undefined;
    return `"${value}" is not a route or an http(s) URL; expected an http(s) URL or one of ${linked}`;
  };
}

/** The problem with a server-side base URL (`api.upstream`): it must be http(s). */
export function upstreamProblem(value: string): string | undefined {
  if (isExternalHref(value)) return undefined;
  return `"${value}" is not an http(s) URL; the site server forwards API calls over http or https only`;
}
