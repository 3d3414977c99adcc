import type { EndpointId } from './generated/endpoints.gen.js';
import type { EndpointTypes } from './generated/types.gen.js';

/** Query parameters of an endpoint; `undefined` when it takes none. */
export type QueryOf<Id extends EndpointId> = EndpointTypes[Id]['query'];

/** Request body of an endpoint (before encryption); `undefined` when it takes none. */
export type BodyOf<Id extends EndpointId> = EndpointTypes[Id]['body'];

/** The envelope's `value` on success. */
export type ValueOf<Id extends EndpointId> = EndpointTypes[Id]['value'];

/** Ids of the endpoints whose part `Part` is not `undefined` (e.g. those that take a body). */
export type EndpointsWith<Part extends 'query' | 'body'> = {
  [Id in EndpointId]: EndpointTypes[Id][Part] extends undefined ? never : Id;
}[EndpointId];
