/**
 * What went wrong with a call, so the UI can react and pick its message:
 * - module-off: the endpoint's whitelabel module is off; no request was made.
 * - unauthorized: HTTP 401 or the dead-token word (`login.not.session`): the token is dead (the
 *   session has been cleared).
 * - network: no answer at all.
 * - timeout: no answer within the client's timeout.
 * - param: the backend refused the request's parameters (request_param_err).
 * - server: the backend answered success false, or failed (5xx, unexpected answer).
 * - encryption: the request body could not be encrypted for the tenant's encryption mode.
 */
export type ApiErrorKind =
  'module-off' | 'unauthorized' | 'network' | 'timeout' | 'param' | 'server' | 'encryption';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  endpoint: string;
  i18nKey: string;
  message: string;
  /** The backend's own text to show the user instead of the i18n key's text. */
  serverMessage?: string | null;
  code?: number;
  status?: number;
  /** The failure envelope's value (e.g. a login's `{ captcha: true }`). */
  value?: unknown;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** Endpoint id, e.g. 'system.status'. */
  readonly endpoint: string;
  /** Dictionary key of the message to show (docs/product/errors.md#errors). */
  readonly i18nKey: string;
  /** The backend's own message, when it is text meant for people (not a code word). */
  readonly serverMessage: string | null;
  /** Backend error code, e.g. 727 (system busy). */
  readonly code: number | undefined;
  /** HTTP status, when there was an answer. */
  readonly status: number | undefined;
  /** The failure envelope's value; null when it had none or there was no envelope. */
  readonly value: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.endpoint = init.endpoint;
    this.i18nKey = init.i18nKey;
    this.serverMessage = init.serverMessage ?? null;
    this.code = init.code;
    this.status = init.status;
    this.value = init.value ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
