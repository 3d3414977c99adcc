import type {
  AxiosAdapter,
  AxiosInstance,
  AxiosRequestConfig,
  AxiosResponse,
  AxiosStatic,
} from 'axios';
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
  /** How axios is loaded (default: its own chunk, on the first request). */
  loadAxios?: () => Promise<AxiosStatic>;
}

/** What every call goes through: axios's `request`, axios itself loaded with the first one. */
export interface HttpClient {
  request<T = unknown>(config: AxiosRequestConfig): Promise<AxiosResponse<T>>;
}

/** axios could not be loaded (offline, or a new release replaced its chunk); the next call tries again. */
export class TransportLoadError extends Error {
  constructor(cause: unknown) {
    super(`The HTTP client could not be loaded: ${String(cause)}`, { cause });
    this.name = 'TransportLoadError';
  }
}

/**
 * Resolves in a task of its own. Each call is prepared and sent there: the calls a render's
 * effects start (SWR fetching for every block that mounts) were otherwise prepared and sent
 * inside that render's task, 10 to 15 ms each on a slowed phone CPU (docs/performance.md).
 */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

const importAxios = async (): Promise<AxiosStatic> => (await import('axios')).default;

/**
 * The HTTP client every call goes through. axios is not in the entry: it loads with the first
 * request (docs/performance.md, "The entry's size"), and the instance is made then, once. Every
 * request carries the headers the backend expects (docs/product/backend.md#request-headers):
 * Merchant, Device web, Language (read at send time, so it follows a language change) and
 * Authorization when a token is stored. A request that sets `Authorization: false` opts out of
 * the token. Each call is sent in a task of its own, a moment after it is asked for.
 */
export function createHttpClient(
  tenant: Pick<PublicTenantConfig, 'merchantCode'>,
  options: HttpClientOptions = {},
): HttpClient {
  const getLanguage = options.getLanguage ?? getCurrentLanguage;
  const getToken = options.getToken ?? (() => readSessionToken());
  const loadAxios = options.loadAxios ?? importAxios;
  const create = (axios: AxiosStatic): AxiosInstance => {
    const http = axios.create({
      baseURL: options.baseURL ?? '',
      timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
      transitional: { clarifyTimeoutError: true },
      // The backend authenticates by the Authorization header and sets no XSRF cookie: without
      // this, axios asks the browser's cookie store before every same-origin request and sends
      // only once it has answered (docs/performance.md).
      withXSRFToken: false,
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
  };
  let instance: Promise<AxiosInstance> | null = null;
  const ready = (): Promise<AxiosInstance> => {
    instance ??= loadAxios().then(create, (error: unknown) => {
      instance = null;
      throw new TransportLoadError(error);
    });
    return instance;
  };
  return {
    request: async <T>(config: AxiosRequestConfig) => {
      const http = await ready();
      await nextTask();
      return http.request<T>(config);
    },
  };
}
