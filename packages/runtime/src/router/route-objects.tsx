import { matchRoutes, type RouteObject } from 'react-router-dom';
import { BareLayout } from '../layout/BareLayout.js';
import { NormalLayout } from '../layout/NormalLayout.js';
import { AppRoot } from './AppRoot.js';
import { ROUTES, type AppRoute } from './routes.js';
import { RouteView } from './RouteView.js';

/** What every app route carries in its React Router `handle`. */
export interface RouteHandle {
  route: AppRoute;
}

function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = { route };
  return { path: route.path, handle, element: <RouteView route={route} /> };
}

/** The route table as React Router route objects, grouped under their layouts. */
export function buildRouteObjects(routes: readonly AppRoute[] = ROUTES): RouteObject[] {
  return [
    {
      element: <AppRoot />,
      children: [
        {
          element: <NormalLayout />,
          children: routes.filter((r) => r.layout === 'normal').map(toRouteObject),
        },
        {
          element: <BareLayout />,
          children: routes.filter((r) => r.layout === 'bare').map(toRouteObject),
        },
      ],
    },
  ];
}

export const ROUTE_OBJECTS: RouteObject[] = buildRouteObjects();

/** The app route a path shows. */
export function appRouteAt(
  pathname: string,
  objects: RouteObject[] = ROUTE_OBJECTS,
): AppRoute | undefined {
  const matches = matchRoutes(objects, pathname) ?? [];
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.route.handle as Partial<RouteHandle> | undefined;
    if (handle?.route) return handle.route;
  }
  return undefined;
}
