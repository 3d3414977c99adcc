import type { Envelope } from '@wl/contract';

/** Backend message words the mock answers with (docs/product/backend.md#error-words). */
export const MESSAGES = {
  requestParamErr: 'request_param_err',
  requestBodyRequired: 'request_body_required',
  functionNotAvailable: 'function.not.available',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not.found',
  systemError: 'system.error',
} as const;

/** A successful answer. */
export function ok<T>(value: T): Envelope<T> {
  return { success: true, message: null, value };
}

/** A failed answer; `code` is the numeric code some failures carry (e.g. 727 system busy). */
export function fail(message: string, value: unknown = null, code?: number): Envelope<unknown> {
  return code === undefined
    ? { success: false, message, value }
    : { success: false, message, value, code };
}
