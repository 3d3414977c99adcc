import type { AxiosInstance } from 'axios';
import type { EncryptionMode, PublicTenantConfig } from '@wl/tenant-config';
import {
  defaultPayloadEncryptors,
  type PayloadEncryptorRegistry,
} from './encryption/encryptor-registry.js';
import type { PayloadEncryptor } from './encryption/payload-encryptor.js';
import { createHttpClient, type HttpClientOptions } from './http-client.js';

export interface ApiOptions extends HttpClientOptions {
  /** Encryptors replacing the defaults, by mode. */
  encryptors?: Partial<Record<EncryptionMode, PayloadEncryptor>>;
}

export interface ApiContext {
  tenant: PublicTenantConfig;
  http: AxiosInstance;
  encryptors: PayloadEncryptorRegistry;
}

let context: ApiContext | null = null;

/** Sets up the client `callEndpoint` uses; call once at start-up, after reading the tenant. */
export function initApi(tenant: PublicTenantConfig, options: ApiOptions = {}): AxiosInstance {
  const { encryptors, ...httpOptions } = options;
  const http = createHttpClient(tenant, httpOptions);
  const registry = defaultPayloadEncryptors();
  for (const [mode, encryptor] of Object.entries(encryptors ?? {})) {
    if (encryptor !== undefined) registry[mode as EncryptionMode] = encryptor;
  }
  context = { tenant, http, encryptors: registry };
  return http;
}

export function getApiContext(): ApiContext {
  if (context === null)
    throw new Error('The API client is not set up: call initApi(tenant) at start-up.');
  return context;
}
