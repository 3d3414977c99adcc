import type { UIMatch } from 'react-router-dom';
import type { AppRoute } from './routes.js';

/** What every app route carries in its React Router `handle`. */
export interface RouteHandle {
  route: AppRoute;
}

/** The app route of the deepest match, if any. */
export function currentAppRoute(matches: readonly UIMatch[]): AppRoute | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as Partial<RouteHandle> | undefined;
    if (handle?.route) return handle.route;
  }
  return undefined;
}
