import { ApiError } from '../api-error.js';

/** An ApiError of kind 'encryption'; `callEndpoint` fills in the endpoint id. */
export function encryptionError(message: string, cause?: unknown): ApiError {
  return new ApiError({
    kind: 'encryption',
    endpoint: '',
    i18nKey: 'errors.system',
    message,
    ...(cause === undefined ? {} : { cause }),
  });
}
