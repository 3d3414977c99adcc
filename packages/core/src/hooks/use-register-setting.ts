import type { SWRResponse } from 'swr';
import type { ValueOf } from '@wl/contract';
import type { ApiError } from '../api/api-error.js';
import { STATIC_DATA } from './swr-defaults.js';
import { useEndpoint } from './use-endpoint.js';

/** Per-field registration rules (skipped while REG3 is off). */
export function useRegisterSetting(): SWRResponse<ValueOf<'system.registerSetting'>, ApiError> {
  return useEndpoint('system.registerSetting', undefined, { swr: STATIC_DATA });
}
