/** Browser-safe entry: endpoint metadata and types. Node helpers live in `@wl/api/node`. */
export type {
  Access,
  EndpointDef,
  EndpointMeta,
  EndpointRoute,
  Envelope,
  HttpMethod,
} from './endpoint.js';
export { endpointRoutes } from './endpoint.js';
export { fail, ok } from './envelope-builders.js';
export { ERROR_WORDS } from './error-words.js';
export { ENCRYPT_SCRIPT_PATH } from './encrypt-script-path.js';
export { ENDPOINTS, type EndpointId } from './generated/endpoints.gen.js';
export { CLIENT_ENDPOINTS } from './generated/client-endpoints.gen.js';
export {
  packEndpoint,
  unpackEndpoint,
  type ClientEndpoint,
  type PackedEndpoint,
} from './client-endpoint.js';
export type * from './generated/types.gen.js';
export {
  escapeSegment,
  pointerExists,
  pointerOf,
  pointerOfUriFragment,
  pointerSegments,
  resolvePointer,
} from './json-pointer.js';
export type { QueryOf, BodyOf, ValueOf, EndpointsWith } from './endpoint-types.js';
export { TRANSACTION_CATEGORIES } from './transaction-categories.js';
export {
  AGENT_ACCOUNT_TYPES,
  MEMBER_ACCOUNT_TYPE,
  TRIAL_ACCOUNT_TYPE,
  isAgentType,
  isMemberType,
  isTrialType,
} from './account-types.js';
export {
  APPLICATION_COMMENT_MAX,
  APPLICATION_IMAGES_MAX,
  APPLICATION_IMAGE_BYTES_LIMIT,
  applicationImageKind,
  type ApplicationImageKind,
} from './activity-application.js';
export { UPLOAD_BODY_BYTES_LIMIT } from './upload-bodies.js';
/** The event socket's values (path, close codes, event types) are in `@wl/api/socket-events`. */
export type {
  SocketAuthMessage,
  SocketEvent,
  SocketEventPayloads,
  SocketEventType,
} from './socket-events.js';
