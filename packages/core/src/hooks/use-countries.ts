import type { SWRResponse } from 'swr';
import type { ValueOf } from '@wl/api';
import type { ApiError } from '../api/api-error.js';
import { STATIC_DATA } from './swr-defaults.js';
import { useEndpoint } from './use-endpoint.js';

/** Country dialing codes and the visitor's current country. */
export function useCountries(): SWRResponse<ValueOf<'system.country'>, ApiError> {
  return useEndpoint('system.country', undefined, { swr: STATIC_DATA });
}
