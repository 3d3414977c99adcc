/**
 * Words the backend answers as the envelope's `message` whatever the endpoint
 * (docs/product/backend.md#error-words); each endpoint's own failure words are its `errors` in
 * schemas/api.
 */
export const ERROR_WORDS = {
  requestParamErr: 'request_param_err',
  requestBodyRequired: 'request_body_required',
  functionNotAvailable: 'function.not.available',
  /** HTTP 401: the token is missing or dead (the backend's word for a dead session). */
  unauthorized: 'login.not.session',
  forbidden: 'forbidden',
  notFound: 'not.found',
  systemError: 'system.error',
} as const;
