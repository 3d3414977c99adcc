import type { SWRResponse } from 'swr';
import { toRegisterRules, type RegisterRules } from '../adapters/register-rules.js';
import type { ApiError } from '../api/api-error.js';
import { STATIC_DATA } from './swr-defaults.js';
import { useAdaptedEndpoint } from './use-adapted-endpoint.js';

/** Per-field registration rules by field name (skipped while REG3 is off). */
export function useRegisterSetting(): SWRResponse<RegisterRules, ApiError> {
  return useAdaptedEndpoint('system.registerSetting', toRegisterRules, undefined, {
    swr: STATIC_DATA,
  });
}
