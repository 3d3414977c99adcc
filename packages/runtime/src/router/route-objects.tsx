import type { RouteObject } from 'react-router-dom';
import { BareLayout } from '../layout/BareLayout.js';
import { NormalLayout } from '../layout/NormalLayout.js';
import { AppRoot } from './AppRoot.js';
import type { RouteHandle } from './route-handle.js';
import { RouteErrorScreen } from './RouteErrorScreen.js';
import { ROUTES, type AppRoute } from './routes.js';
import { RouteView } from './RouteView.js';

function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = { route };
  return { path: route.path, handle, element: <RouteView route={route} /> };
}

/** The route table as React Router data routes, grouped under their layouts. */
export function buildRouteObjects(routes: readonly AppRoute[] = ROUTES): RouteObject[] {
  return [
    {
      element: <AppRoot />,
      errorElement: <RouteErrorScreen />,
      children: [
        { element: <NormalLayout />, children: routes.filter((r) => r.layout === 'normal').map(toRouteObject) },
        { element: <BareLayout />, children: routes.filter((r) => r.layout === 'bare').map(toRouteObject) },
      ],
    },
  ];
}
