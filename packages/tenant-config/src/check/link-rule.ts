import { isExternalHref, isLinkTarget, ROUTE_ADDRESSES } from '@wl/paths';
import { listValues } from './describe-ajv-error.js';

const ROUTE_LIST = listValues(Object.values(ROUTE_ADDRESSES).map((addresses) => addresses[0]));

/**
 * The one rule for every URL a tenant supplies for the browser (links, customer service, app
 * downloads): an http(s) URL or the address of a route. The problem with `value`, or undefined.
 */
export function linkProblem(value: string): string | undefined {
  if (isLinkTarget(value)) return undefined;
  return `"${value}" is not a route or an http(s) URL; expected an http(s) URL or one of ${ROUTE_LIST}`;
}

/** The problem with a server-side base URL (`api.upstream`): it must be http(s). */
export function upstreamProblem(value: string): string | undefined {
  if (isExternalHref(value)) return undefined;
  return `"${value}" is not an http(s) URL; the site server forwards API calls over http or https only`;
}
