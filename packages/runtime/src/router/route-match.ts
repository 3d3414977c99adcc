import { matchRoutes } from 'react-router-dom';
import { APP_ROUTES, type AppRoute } from '@wl/features';

const MATCHABLE = APP_ROUTES.map((route) => ({ path: route.path, route }));

/**
 * The app table's answers by address. `matchRoutes` flattens and ranks the whole table on every
 * call, and the root, the navigation effects and every link gate ask for the same few addresses
 * on each render (docs/performance.md); the table never changes, so an address's route is kept.
 */
const matched = new Map<string, AppRoute | undefined>();
/** Addresses kept at most: a visit reaches a few dozen; past this the oldest is dropped. */
const KEPT = 64;

function matchIn(objects: { path: string; route: AppRoute }[], pathname: string) {
  return matchRoutes(objects, pathname)?.at(-1)?.route.route;
}

/** The app route an address shows (the not-found route for an unknown one). */
export function appRouteAt(
  pathname: string,
  routes: readonly AppRoute[] = APP_ROUTES,
): AppRoute | undefined {
  if (routes !== APP_ROUTES)
    return matchIn(
      routes.map((route) => ({ path: route.path, route })),
      pathname,
    );
  if (matched.has(pathname)) return matched.get(pathname);
  const route = matchIn(MATCHABLE, pathname);
  if (matched.size >= KEPT) matched.delete(matched.keys().next().value as string);
  matched.set(pathname, route);
  return route;
}
