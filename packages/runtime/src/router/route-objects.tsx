import type { RouteObject } from 'react-router-dom';
import { APP_ROUTES, type AppRoute } from '@wl/features';
import { BareLayout } from '../layout/BareLayout.js';
import { NormalLayout } from '../layout/NormalLayout.js';
import { AppRoot } from './AppRoot.js';
import { RouteView } from './RouteView.js';

function toRouteObject(route: AppRoute): RouteObject {
  return { path: route.path, element: <RouteView route={route} /> };
}

/** The route table as React Router route objects, grouped under their layouts. */
export function buildRouteObjects(routes: readonly AppRoute[] = APP_ROUTES): RouteObject[] {
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
