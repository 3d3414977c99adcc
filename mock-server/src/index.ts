export { mockApi, DEV_PREFIX, type MockApiOptions, type MockApiSchema } from './plugin.js';
export { ENDPOINT_HITS_ENV } from './endpoint-hits.js';
export {
  BackendError,
  forbidden,
  functionNotAvailable,
  requestBodyRequired,
  requestParamError,
  unauthorized,
  type BackendErrorOptions,
} from './backend-error.js';
export { mockEncryptScript } from './crypto/encrypt-script-route.js';
export { requireSession, type Handler, type HandlerContext, type HandlerMap } from './handler.js';
export { handlers } from './handlers/index.js';
export { MockStore, type MockStoreOptions } from './state/mock-store.js';
export type { MerchantState, SessionRecord, SystemState } from './state/merchant-state.js';
export type { MerchantStatus } from './state/fixture-types.js';
export {
  DEFAULT_SESSION_TTL_MS,
  openSession,
  findSession,
  closeSession,
  type ActiveSession,
} from './state/sessions.js';
export { FIXTURE_MONEY_SCALE } from './state/fixture-money.js';
