export { loadApiSchema, endpointsOf } from './load-api-schema.js';
export { createApiSchemaAjv, type ApiSchemaAjvOptions } from './api-schema-ajv.js';
export {
  endpointValidators,
  queryValidator,
  type EndpointValidators,
} from './endpoint-validators.js';
export {
  validateApiSchemaFiles,
  formatApiSchemaProblems,
  type ApiSchemaProblem,
  type ApiSchemaSources,
} from './validate-api-schema-files.js';
export {
  readEndpointFiles,
  readCommonFile,
  readApiSchema,
  type ApiSchemaFile,
} from './read-api-schema-files.js';
export { API_SCHEMA_DIR, REPO_ROOT } from './paths.js';
export { pointerOfUriFragment, resolvePointer } from '../json-pointer.js';
export type { EndpointDef, EndpointMeta, EndpointRoute, Envelope } from '../endpoint.js';
export { endpointRoutes } from '../endpoint.js';
export { packEndpoint } from '../client-endpoint.js';
export { routeKey } from './endpoint-routes.js';
export { downlineFields, type DownlineField } from './downline-fields.js';
