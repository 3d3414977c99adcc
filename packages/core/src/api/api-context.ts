import type { EncryptionMode, PublicTenantConfig } from '@wl/tenant-config';
import { setApiContext, type ApiContext } from './current-api-context.js';
import { callEndpoint } from './call-endpoint.js';
import { defaultPayloadEncryptors } from './encryption/encryptor-registry.js';
import type { ModernEncryptorOptions } from './encryption/modern-payload-encryptor.js';
import type { PayloadEncryptor } from './encryption/payload-encryptor.js';
import { createHttpClient, type HttpClient, type HttpClientOptions } from './http-client.js';

export interface ApiOptions extends HttpClientOptions, Partial<ModernEncryptorOptions> {
  /** Encryptors replacing the defaults, by mode. */
  encryptors?: Partial<Record<EncryptionMode, PayloadEncryptor>>;
  /**
   * Whether the backend has a module on. Answer true while the whitelabel tree is not loaded:
   * until then only the tenant's switch counts. Default: every module the tenant allows is on.
   */
  isModuleOn?: ApiContext['isModuleOn'];
  /** What to do when the backend refuses the token (HTTP 401), e.g. log out and ask to log in. */
  onUnauthorized?: ApiContext['onUnauthorized'];
  /** What to do when a call is refused as not available, e.g. check whether the site closed. */
  onUnavailable?: ApiContext['onUnavailable'];
}

/**
 * Sets up the client `callEndpoint` uses; call once at start-up, after reading the tenant. The
 * app passes what the API layer must not reach itself: module state and the answer to a 401
 * (`apiStoreHooks()`). The `modern` encryptor fetches the public key with `system.publicKey`
 * unless `fetchPublicKey` is given.
 */
export function initApi(tenant: PublicTenantConfig, options: ApiOptions = {}): HttpClient {
  const { encryptors, isModuleOn, onUnauthorized, onUnavailable, fetchPublicKey, ...httpOptions } =
    options;
  const http = createHttpClient(tenant, httpOptions);
  const registry = defaultPayloadEncryptors({
    fetchPublicKey: fetchPublicKey ?? (() => callEndpoint('system.publicKey')),
  });
  for (const [mode, encryptor] of Object.entries(encryptors ?? {})) {
    if (encryptor !== undefined) registry[mode as EncryptionMode] = encryptor;
  }
  setApiContext({
    tenant,
    http,
    encryptors: registry,
    isModuleOn: isModuleOn ?? (() => true),
    onUnauthorized: onUnauthorized ?? (() => undefined),
    onUnavailable: onUnavailable ?? (() => undefined),
  });
  return http;
}
