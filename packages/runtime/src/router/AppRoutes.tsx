import { useRoutes } from 'react-router-dom';
import { ROUTE_OBJECTS } from './route-objects.js';

/** Every route of the app (docs/product/routes.md#route-table), rendered inside whichever router the caller provides. */
export function AppRoutes() {
  return useRoutes(ROUTE_OBJECTS);
}
