import type { SWRResponse } from 'swr';
import type { ValueOf } from '@wl/api';
import type { ApiError } from '../api/api-error.js';
import { STATIC_DATA } from './swr-defaults.js';
import { useEndpoint } from './use-endpoint.js';

/** Help-centre categories and articles. */
export function useHelpCenter(): SWRResponse<ValueOf<'system.helpCenter'>, ApiError> {
  return useEndpoint('system.helpCenter', undefined, { swr: STATIC_DATA });
}
