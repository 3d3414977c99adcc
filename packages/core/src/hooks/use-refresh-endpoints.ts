import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { EndpointId } from '@wl/api';

/** Whether an SWR key is a call of one of these endpoints (endpoint keys start with the id). */
function isCallOf(key: unknown, ids: readonly EndpointId[]): boolean {
  return Array.isArray(key) && ids.includes(key[0] as EndpointId);
}

/**
 * Asks again for every shown answer of these endpoints, whatever their parameters: what an action
 * changed (a redemption changes the points balance, the stock and the redemption list).
 */
export function useRefreshEndpoints(): (ids: readonly EndpointId[]) => void {
  const { mutate } = useSWRConfig();
  return useCallback(
    (ids) => {
      void mutate((key) => isCallOf(key, ids));
    },
    [mutate],
  );
}
