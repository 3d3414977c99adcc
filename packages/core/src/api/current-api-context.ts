import type { PublicTenantConfig } from '@wl/tenant-config';
import type { PayloadEncryptorRegistry } from './encryption/encryptor-registry.js';
import type { HttpClient } from './http-client.js';

/** What `callEndpoint` works with; set once by `initApi`. */
export interface ApiContext {
  tenant: PublicTenantConfig;
  http: HttpClient;
  encryptors: PayloadEncryptorRegistry;
  /** The backend's say on a module (the tenant's switch is checked by `callEndpoint` itself). */
  isModuleOn: (modId: string) => boolean;
  /** Called when the backend refuses the session token (HTTP 401). */
  onUnauthorized: () => void;
  /**
   * Called when the backend refuses a call as not available (`function.not.available`), which it
   * also answers while the site is closed for maintenance.
   */
  onUnavailable: () => void;
}

let context: ApiContext | null = null;

export function setApiContext(next: ApiContext): void {
  context = next;
}

export function getApiContext(): ApiContext {
  if (context === null)
    throw new Error('The API client is not set up: call initApi(tenant) at start-up.');
  return context;
}
