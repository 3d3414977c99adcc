import { useRoutes } from 'react-router-dom';
import { ROUTE_OBJECTS } from './route-objects.js';

/** Every route of the app (SPEC §2), rendered inside whichever router the caller provides. */
export function AppRoutes() {
  return useRoutes(ROUTE_OBJECTS);
}
