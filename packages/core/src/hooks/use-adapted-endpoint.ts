import useSWR, { unstable_serialize, type SWRResponse } from 'swr';
import type { EndpointId } from '@wl/api';
import type { ApiError } from '../api/api-error.js';
import { callEndpoint, type CallParams } from '../api/call-endpoint.js';
import { adaptedSeed, anyAdaptedSeed } from '../first-answers/seeded-answers.js';
import { useEndpointKey } from './endpoint-key.js';
import { shouldRetry } from './swr-defaults.js';
import type { UseEndpointOptions } from './use-endpoint.js';

/**
 * SWR over `callEndpoint` whose answer goes through `adapt` (one of core's adapters), so the
 * caller gets the client's model whatever shape the backend answered in. Skipped like
 * useEndpoint (disabled, or module off). An answer the site server inlined under the same key
 * is the fallback, adapted the same way.
 */
export function useAdaptedEndpoint<Id extends EndpointId, T>(
  id: Id,
  adapt: (value: unknown) => T,
  params?: CallParams<Id>,
  options: UseEndpointOptions<NoInfer<T>> = {},
): SWRResponse<T, ApiError> {
  const key = useEndpointKey(id, params, options.enabled ?? true, 'adapted');
  // an answer the site server inlined for this key (first-answers/seeded-answers.ts)
  const seeded =
    key !== null && anyAdaptedSeed() ? adaptedSeed(unstable_serialize(key), adapt) : undefined;
  return useSWR<T, ApiError>(key, async () => adapt(await callEndpoint(id, params)), {
    shouldRetryOnError: shouldRetry,
    ...(seeded !== undefined && { fallbackData: seeded }),
    ...options.swr,
  });
}
