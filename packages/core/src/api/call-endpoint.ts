import type { AxiosRequestConfig } from 'axios';
import {
  CLIENT_ENDPOINTS,
  ERROR_WORDS,
  unpackEndpoint,
  type BodyOf,
  type EndpointId,
  type QueryOf,
  type ValueOf,
} from '@wl/api';
import { tenantAllowsModule } from '../tenant/tenant-allows-module.js';
import { ApiError } from './api-error.js';
import { getApiContext } from './current-api-context.js';
import { unwrapEnvelope } from './envelope.js';
import { toFormBody } from './form-body.js';
import { toApiError } from './to-api-error.js';

export interface CallParams<Id extends EndpointId> {
  query?: QueryOf<Id>;
  body?: BodyOf<Id>;
}

type RequestHeaders = Record<string, string | false>;

/**
 * Calls an API endpoint and resolves with the envelope's value.
 *
 * - A module that the tenant or the backend (`isModuleOn` given to `initApi`) switches off fails
 *   with 'module-off' and makes no request.
 * - The token is sent only when the endpoint is flagged T or is not public.
 * - E endpoints are encrypted with the tenant's encryption mode; form endpoints are url-encoded.
 * - A dead token (HTTP 401, or the word `login.not.session` or `unauthorized` in any answer)
 *   calls `onUnauthorized` (given to `initApi`) before rejecting with 'unauthorized'.
 * - A refusal as not available (`function.not.available`, also the answer of a site closed for
 *   maintenance) calls `onUnavailable`.
 */
export async function callEndpoint<Id extends EndpointId>(
  id: Id,
  params: CallParams<Id> = {},
): Promise<ValueOf<Id>> {
  const endpoint = unpackEndpoint(CLIENT_ENDPOINTS[id]);
  const { http, tenant, encryptors, isModuleOn, onUnauthorized, onUnavailable } = getApiContext();
  const moduleOff =
    endpoint.module !== null &&
    (!tenantAllowsModule(tenant.modules, endpoint.module) || !isModuleOn(endpoint.module));
  if (moduleOff) {
    throw new ApiError({
      kind: 'module-off',
      endpoint: id,
      i18nKey: 'errors.functionNotAvailable',
      message: `${id}: module ${endpoint.module ?? ''} is off`,
    });
  }
  const headers: RequestHeaders = { ...endpoint.headers };
  if (!endpoint.sendsToken) headers.Authorization = false;

  let data: unknown = params.body;
  if (endpoint.encrypted && data !== undefined) {
    try {
      const sealed = await encryptors[tenant.encryption].encrypt(data);
      data = sealed.body;
      Object.assign(headers, sealed.headers);
    } catch (error) {
      throw error instanceof ApiError
        ? new ApiError({
            kind: error.kind,
            endpoint: id,
            i18nKey: error.i18nKey,
            message: error.message,
            cause: error,
          })
        : new ApiError({
            kind: 'encryption',
            endpoint: id,
            i18nKey: 'errors.system',
            message: String(error),
            cause: error,
          });
    }
  }
  if (endpoint.form && data !== undefined) {
    data = toFormBody(data);
    headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
  }

  const request: AxiosRequestConfig = { method: endpoint.method, url: endpoint.path, headers };
  if (params.query !== undefined) request.params = params.query;
  if (data !== undefined) request.data = data;

  try {
    return unwrapEnvelope<ValueOf<Id>>((await http.request<unknown>(request)).data, id);
  } catch (error) {
    const apiError = toApiError(error, id);
    if (apiError.kind === 'unauthorized') onUnauthorized();
    else if (apiError.message === ERROR_WORDS.functionNotAvailable && id !== 'system.status')
      onUnavailable();
    throw apiError;
  }
}
