import { ROUTE_ADDRESSES, ROUTE_NAMES, type RouteName } from './route-addresses.js';
import type { RouteQueries } from './route-queries.js';

export type RouteQuery<R extends RouteName> = R extends keyof RouteQueries
  ? RouteQueries[R]
  : Record<string, never>;

/** Builds the address of one route, with its typed query parameters. */
export type PathBuilder<R extends RouteName> = (query?: RouteQuery<R>) => string;

function withQuery(address: string, query: object | undefined): string {
  const entries = Object.entries(query ?? {}).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
  );
  return entries.length === 0 ? address : `${address}?${new URLSearchParams(entries).toString()}`;
}

/**
 * The address of every route, e.g. `paths.member({ page: 'rewardCenter' })` →
 * `/member?page=rewardCenter`, `paths.lottery({ gameCode: 'VN1' })` → `/lottery?gameCode=VN1`.
 */
export const paths = Object.fromEntries(
  ROUTE_NAMES.map((name) => [name, (query?: object) => withQuery(ROUTE_ADDRESSES[name][0], query)]),
) as { [R in RouteName]: PathBuilder<R> };

const ROUTE_BY_ADDRESS = new Map<string, RouteName>(
  ROUTE_NAMES.flatMap((name) => ROUTE_ADDRESSES[name].map((address) => [address, name] as const)),
);

/** The route an app-internal href (`/path?query#hash`) leads to, or undefined. */
export function routeNameOf(href: string): RouteName | undefined {
  const address = href.split(/[?#]/, 1)[0] ?? '';
  return ROUTE_BY_ADDRESS.get(address);
}

/** An absolute http(s) URL: links to it leave the site. */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/** What a link setting may hold: an http(s) URL or the address of a route. */
export function isLinkTarget(href: string): boolean {
  return isExternalHref(href) || routeNameOf(href) !== undefined;
}
