import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { EndpointId, ValueOf } from '@wl/api';
import type { ApiError } from '../api/api-error.js';
import { callEndpoint, type CallParams } from '../api/call-endpoint.js';
import { useEndpointKey } from './endpoint-key.js';
import { shouldRetry } from './swr-defaults.js';

export interface UseEndpointOptions<V> {
  /** False skips the call (e.g. until the user is logged in). Default true. */
  enabled?: boolean;
  swr?: SWRConfiguration<V, ApiError>;
}

/** SWR over `callEndpoint`; skipped while `enabled` is false or the endpoint's module is off. */
export function useEndpoint<Id extends EndpointId>(
  id: Id,
  params?: CallParams<Id>,
  options: UseEndpointOptions<ValueOf<Id>> = {},
): SWRResponse<ValueOf<Id>, ApiError> {
  const key = useEndpointKey(id, params, options.enabled ?? true);
  return useSWR<ValueOf<Id>, ApiError>(key, () => callEndpoint(id, params), {
    shouldRetryOnError: shouldRetry,
    ...options.swr,
  });
}
