import type { EndpointRoute } from '../endpoint.js';

/** The key of one route in hit records and coverage reports: `METHOD path`. */
export const routeKey = (route: EndpointRoute): string => `${route.method} ${route.path}`;
