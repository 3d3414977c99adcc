import { matchRoutes } from 'react-router-dom';
import { APP_ROUTES, type AppRoute } from '@wl/features';

const MATCHABLE = APP_ROUTES.map((route) => ({ path: route.path, route }));

/** The app route an address shows (the not-found route for an unknown one). */
export function appRouteAt(
  pathname: string,
  routes: readonly AppRoute[] = APP_ROUTES,
): AppRoute | undefined {
  const objects =
    routes === APP_ROUTES ? MATCHABLE : routes.map((route) => ({ path: route.path, route }));
  return matchRoutes(objects, pathname)?.at(-1)?.route.route;
}
