import type { EndpointDef, HttpMethod } from '../endpoint.js';

/** One (method, path pattern) the backend answers for an endpoint. */
export interface EndpointRoute {
  method: HttpMethod;
  path: string;
}

/**
 * Every route of an endpoint: its own method and path, then each alias the contract lists
 * (`aliases`: extra method/path pairs answered the same way).
 */
export function endpointRoutes(def: EndpointDef): EndpointRoute[] {
  const aliases = (def as EndpointDef & { aliases?: readonly EndpointRoute[] }).aliases ?? [];
  return [
    { method: def.method, path: def.path },
    ...aliases.map(({ method, path }) => ({ method, path })),
  ];
}

export const routeKey = (route: EndpointRoute): string => `${route.method} ${route.path}`;
