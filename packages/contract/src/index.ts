/** Browser-safe entry: endpoint metadata and types. Node helpers live in `@wl/contract/node`. */
export type {
  Access,
  EndpointDef,
  EndpointMeta,
  EndpointRoute,
  Envelope,
  HttpMethod,
} from './endpoint.js';
export { endpointRoutes } from './endpoint.js';
export { ENDPOINTS, type EndpointId } from './generated/endpoints.gen.js';
export type * from './generated/types.gen.js';
export type { QueryOf, BodyOf, ValueOf, EndpointsWith } from './endpoint-types.js';
