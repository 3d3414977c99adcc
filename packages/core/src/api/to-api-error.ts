import type { AxiosError } from 'axios';
import { ApiError } from './api-error.js';
import { envelopeCode, envelopeError, isEnvelope } from './envelope.js';
import { TransportLoadError } from './http-client.js';
import { HTTP_STATUS_KEYS, SERVER_CODE_KEYS } from './server-message-keys.js';

/** axios's own test (`isAxiosError`), without loading axios to run it. */
const isAxiosError = (error: unknown): error is AxiosError =>
  typeof error === 'object' && error !== null && (error as AxiosError).isAxiosError === true;

/** Maps whatever a request threw to an ApiError (docs/product/errors.md#how-errors-reach-the-user). */
export function toApiError(error: unknown, endpoint: string): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof TransportLoadError) {
    return new ApiError({
      kind: 'network',
      endpoint,
      i18nKey: 'errors.network',
      message: error.message,
      cause: error,
    });
  }
  if (!isAxiosError(error)) {
    return new ApiError({
      kind: 'server',
      endpoint,
      i18nKey: 'errors.system',
      message: String(error),
      cause: error,
    });
  }
  const response = error.response;
  if (response === undefined) {
    const timedOut =
      error.code === 'ETIMEDOUT' ||
      (error.code === 'ECONNABORTED' && /timeout/i.test(error.message));
    return timedOut
      ? new ApiError({
          kind: 'timeout',
          endpoint,
          i18nKey: 'errors.slowLoad',
          message: error.message,
          cause: error,
        })
      : new ApiError({
          kind: 'network',
          endpoint,
          i18nKey: 'errors.network',
          message: error.message,
          cause: error,
        });
  }
  const status = response.status;
  const data: unknown = response.data;
  if (status === 401) {
    return new ApiError({
      kind: 'unauthorized',
      endpoint,
      i18nKey: 'errors.sessionEnded',
      message: 'HTTP 401',
      status,
      cause: error,
    });
  }
  if (isEnvelope(data)) {
    // A 5xx envelope is read only when it names a numbered failure the site words itself (the
    // backend answers `#727 system busy` with HTTP 500); any other 5xx is a system error.
    if (status < 500) return envelopeError(data, endpoint, status);
    const code = envelopeCode(data);
    if (code !== undefined && SERVER_CODE_KEYS[code] !== undefined) {
      return envelopeError(data, endpoint, status);
    }
  }
  return new ApiError({
    kind: status === 504 ? 'timeout' : 'server',
    endpoint,
    i18nKey: HTTP_STATUS_KEYS[status] ?? 'errors.system',
    message: `HTTP ${status}`,
    status,
    cause: error,
  });
}
