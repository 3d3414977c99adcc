/**
 * Test helpers of @wl/core, for tests only (`@wl/core/testing`): a complete test tenant, a fake
 * backend for the API client, an adapter into an in-process server, store resets and the bundled
 * dictionaries. Source outside tests must not import this entry (see eslint.config.js).
 */
export { bundledDictionaries, bundledDictionary, LOCALES_DIR } from './bundled-dictionaries.js';
export {
  envelope,
  failure,
  fakeBackend,
  type FakeAnswers,
  type FakeBackendOptions,
  type FakeReply,
  type RecordedRequest,
  type Replies,
  type Responder,
} from './fake-backend.js';
export * from './inject-adapter.js';
/** API types the fake backend's answers are typed by. */
export type { EndpointId, ValueOf } from '@wl/api';
export { resetStores } from './reset-stores.js';
export { startClient, type StartClientOptions } from './start-client.js';
export { TestProviders } from './test-providers.js';
export { testTenant } from './test-tenant.js';
/** Hands an event to the subscribers as if the event socket had received it. */
export { dispatchSocketEvent } from '../socket/socket-event-bus.js';
