import axios, { type AxiosAdapter, type AxiosInstance } from 'axios';
import type { PublicTenantConfig } from '@wl/tenant-config';
import { getCurrentLanguage } from '../i18n/active-i18n.js';
import { readSessionToken } from '../session/session-token.js';

export const DEFAULT_TIMEOUT_MS = 30_000;

export interface HttpClientOptions {
  /** Defaults to same origin: the backend paths (/wps, /lgw, /lotto) are proxied by the site. */
  baseURL?: string;
  timeout?: number;
  /** Replaces axios's transport (tests). */
  adapter?: AxiosAdapter;
  /** Current UI language for the `Language` header (default: the i18n language). */
  getLanguage?: () => string;
  /** Session token for the `Authorization` header (default: session storage `token`). */
  getToken?: () => string | null;
}

/**
 * The axios instance every call goes through. Every request carries the headers the backend
 * expects (docs/product/backend.md#request-headers): Merchant, Device web, Language (read at send time, so it follows a
 * language change) and Authorization when a token is stored. A request that sets
 * `Authorization: false` opts out of the token.
 */
export function createHttpClient(
  tenant: Pick<PublicTenantConfig, 'merchantCode'>,
  options: HttpClientOptions = {},
): AxiosInstance {
  const getLanguage = options.getLanguage ?? getCurrentLanguage;
  const getToken = options.getToken ?? (() => readSessionToken());
  const http = axios.create({
    baseURL: options.baseURL ?? '',
    timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
    transitional: { clarifyTimeoutError: true },
    headers: {
      'Content-Type': 'application/json;charset=UTF-8',
      Accept: 'application/json',
      Device: 'web',
      Merchant: tenant.merchantCode,
    },
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });
  http.interceptors.request.use((config) => {
    config.headers.set('Language', getLanguage());
    const token = getToken();
    if (token !== null) config.headers.set('Authorization', token);
    return config;
  });
  return http;
}
