import { ERROR_WORDS, fail, type Envelope } from '@wl/api';

export interface BackendErrorOptions {
  /** HTTP status of the answer; 200 unless told (the backend reports most failures in the envelope). */
  httpStatus?: number;
  /** Numeric code carried next to the message, e.g. 727 for "system busy". */
  code?: number;
  /** The envelope's `value` on failure (e.g. `{ captcha: true }` on a login needing a captcha). */
  value?: unknown;
}

/**
 * Thrown by handlers and the request pipeline; becomes `{ success: false, message, msg, errorCode,
 * value }` (`fail` of `@wl/api`).
 */
export class BackendError extends Error {
  readonly httpStatus: number;
  readonly code: number | undefined;
  readonly value: unknown;

  constructor(message: string, options: BackendErrorOptions = {}) {
    super(message);
    this.name = 'BackendError';
    this.httpStatus = options.httpStatus ?? 200;
    this.code = options.code;
    this.value = options.value ?? null;
  }

  toEnvelope(): Envelope<unknown> {
    return fail(this.message, this.value, this.code);
  }
}

/** The backend's numbered "system busy" failure: HTTP 500 `#727 system busy`, code 727. */
export const SYSTEM_BUSY = '#727 system busy';

/** HTTP 500 `#727 system busy` (code 727), as the real backend answers it (a launch without mode). */
export function systemBusy(): BackendError {
  return new BackendError(SYSTEM_BUSY, { httpStatus: 500, code: 727 });
}

/** 400 request_param_err: malformed or schema-violating input. */
export function requestParamError(): BackendError {
  return new BackendError(ERROR_WORDS.requestParamErr, { httpStatus: 400 });
}

/** 400 request_body_required: a call that needs a body arrived without one (or undecodable). */
export function requestBodyRequired(): BackendError {
  return new BackendError(ERROR_WORDS.requestBodyRequired, { httpStatus: 400 });
}

/**
 * 400 function.not.available: module off, or the site is under maintenance / blocked. The real
 * backend answers it with HTTP 400 and the envelope's success false. docs/product/errors.md
 */
export function functionNotAvailable(): BackendError {
  return new BackendError(ERROR_WORDS.functionNotAvailable, { httpStatus: 400 });
}

/** HTTP 401 `login.not.session`: a missing or dead token, answered as the backend answers it. */
export function unauthorized(): BackendError {
  return new BackendError(ERROR_WORDS.unauthorized, { httpStatus: 401 });
}

/** 403 forbidden: a live token whose account type may not use the call (trial on member, non-agent on agent). */
export function forbidden(): BackendError {
  return new BackendError(ERROR_WORDS.forbidden, { httpStatus: 403 });
}
