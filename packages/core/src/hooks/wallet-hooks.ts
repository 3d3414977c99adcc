import { useMemo } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import type { EndpointId, ValueOf } from '@wl/contract';
import type { ApiError } from '../api/api-error.js';
import { callEndpoint } from '../api/call-endpoint.js';
import { sessionCache } from '../session/session-cache.js';
import { SESSION_KEYS, type SessionCacheKey } from '../session/session-keys.js';
import { useSessionStore } from '../stores/session-store.js';
import { useEndpointKey } from './endpoint-key.js';
import { shouldRetry } from './swr-defaults.js';
import { useEndpoint } from './use-endpoint.js';

/**
 * An endpoint whose answer is kept in session storage under `cacheKey` (SPEC §9): a cached answer
 * is used without a call; otherwise the endpoint is called once and its answer stored. `mutate()`
 * always asks the server again and replaces the stored answer. Logout clears session storage.
 */
function useSessionCachedEndpoint<Id extends EndpointId>(
  id: Id,
  cacheKey: SessionCacheKey,
  enabled: boolean,
): SWRResponse<ValueOf<Id>, ApiError> {
  const key = useEndpointKey(id, undefined, enabled, 'session-cache');
  const active = key !== null;
  const cached = useMemo(
    () => (active ? sessionCache.get<ValueOf<Id>>(cacheKey) : null),
    [active, cacheKey],
  );
  return useSWR<ValueOf<Id>, ApiError>(
    key,
    async () => {
      const value = await callEndpoint(id);
      sessionCache.set(cacheKey, value);
      return value;
    },
    {
      fallbackData: cached ?? undefined,
      revalidateOnMount: cached === null,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      shouldRetryOnError: shouldRetry,
    },
  );
}

/** The merchant's wallet mode (isSingle, currency), cached for the session under merchantWallet. */
export function useMerchantWallet(): SWRResponse<ValueOf<'wallet.merchantWallet'>, ApiError> {
  return useSessionCachedEndpoint('wallet.merchantWallet', SESSION_KEYS.merchantWallet, true);
}

/**
 * Consolidated funds and the contract flags of the agent centre, cached for the session under
 * consolidated; only called while logged in.
 */
export function useConsolidated(): SWRResponse<ValueOf<'wallet.consolidated'>, ApiError> {
  const isLogin = useSessionStore((state) => state.isLogin);
  return useSessionCachedEndpoint('wallet.consolidated', SESSION_KEYS.consolidated, isLogin);
}

/** Main and vendor wallet balances of the logged-in account (not cached: balances move). */
export function useWalletBalance(): SWRResponse<ValueOf<'wallet.balance'>, ApiError> {
  const isLogin = useSessionStore((state) => state.isLogin);
  return useEndpoint('wallet.balance', undefined, { enabled: isLogin });
}
