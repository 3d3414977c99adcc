import useSWR, { type SWRResponse } from 'swr';
import type { ApiError } from '../api/api-error.js';
import { callEndpoint } from '../api/call-endpoint.js';
import { useSystemStore, type SystemStatus } from '../stores/system-store.js';
import { useEndpointKey } from './endpoint-key.js';
import { normalizeSystemStatus } from '../adapters/system-status.js';
import { STATIC_DATA } from './swr-defaults.js';

/**
 * Site status (0 normal, 1 maintenance, 2 blocked) with maintenance end and IP; fills useSystemStore.
 * A sign-in or a language change refetches it (the key holds both) while the last answer stays, so
 * the app is not swapped for the loader and remounted (which would reopen route modals).
 */
export function useSystemStatus(): SWRResponse<SystemStatus, ApiError> {
  const key = useEndpointKey('system.status', undefined, true, 'normalized');
  return useSWR<SystemStatus, ApiError>(
    key,
    async () => {
      const status = normalizeSystemStatus(await callEndpoint('system.status'));
      useSystemStore.getState().setStatus(status);
      return status;
    },
    { ...STATIC_DATA, keepPreviousData: true },
  );
}
