export { loadContract, endpointsOf } from './load-contract.js';
export { createContractAjv, type ContractAjvOptions } from './contract-ajv.js';
export {
  endpointValidators,
  queryValidator,
  type EndpointValidators,
} from './endpoint-validators.js';
export {
  validateContractFiles,
  formatContractProblems,
  type ContractProblem,
  type ContractSources,
} from './validate-contract-files.js';
export {
  readEndpointFiles,
  readCommonFile,
  readContractSchema,
  type ContractFile,
} from './read-contract-files.js';
export { API_SCHEMA_DIR, REPO_ROOT } from './paths.js';
export { pointerOfUriFragment, resolvePointer } from '../json-pointer.js';
export type { EndpointDef, EndpointMeta, EndpointRoute, Envelope } from '../endpoint.js';
export { endpointRoutes } from '../endpoint.js';
export { packEndpoint } from '../client-endpoint.js';
export { routeKey } from './endpoint-routes.js';
export { downlineFields, type DownlineField } from './downline-fields.js';
