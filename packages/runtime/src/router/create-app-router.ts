import { createBrowserRouter, type DataRouter } from 'react-router-dom';
import { buildRouteObjects } from './route-objects.js';

/** The app's router: history mode over the route table. */
export function createAppRouter(): DataRouter {
  return createBrowserRouter(buildRouteObjects());
}
