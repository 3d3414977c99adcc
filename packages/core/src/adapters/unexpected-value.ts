import type { EndpointId } from '@wl/api';
import { ApiError } from '../api/api-error.js';

/** The failure of an answer no known shape of the endpoint explains (shown as a system error). */
export function unexpectedValue(endpoint: EndpointId, value: unknown): ApiError {
  return new ApiError({
    kind: 'server',
    endpoint,
    i18nKey: 'errors.system',
    message: `${endpoint}: unexpected value ${JSON.stringify(value)}`,
  });
}
