import { useMemo } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import type { EndpointId } from '@wl/api';
import { toConsolidatedFunds, type ConsolidatedFunds } from '../adapters/consolidated-funds.js';
import { toMerchantWallet, type MerchantWallet } from '../adapters/merchant-wallet.js';
import { toWalletSummary, type WalletSummary } from '../adapters/wallet-balance.js';
import type { ApiError } from '../api/api-error.js';
import { callEndpoint } from '../api/call-endpoint.js';
import { useRefreshBalances } from '../money/refresh-balances.js';
import { sessionCache } from '../session/session-cache.js';
import { SESSION_KEYS, type SessionCacheKey } from '../session/session-keys.js';
import { useSocketEvent } from '../socket/use-socket-event.js';
import { useSessionStore } from '../stores/session-store.js';
import { useEndpointKey } from './endpoint-key.js';
import { shouldRetry } from './swr-defaults.js';
import { useAdaptedEndpoint } from './use-adapted-endpoint.js';

/**
 * An endpoint whose answer is kept in session storage under `cacheKey` (docs/product/constants.md#session-storage-keys): a cached answer
 * is used without a call; otherwise the endpoint is called once and its answer stored. `mutate()`
 * always asks the server again and replaces the stored answer. Logout clears session storage.
 * The stored answer is the backend's own (as the original site stores it); `adapt` turns it into
 * the client's model.
 */
function useSessionCachedEndpoint<Id extends EndpointId, T>(
  id: Id,
  cacheKey: SessionCacheKey,
  enabled: boolean,
  adapt: (value: unknown) => T,
): SWRResponse<T, ApiError> {
  const key = useEndpointKey(id, undefined, enabled, 'session-cache');
  const active = key !== null;
  const cached = useMemo(() => {
    const stored = active ? sessionCache.get<unknown>(cacheKey) : null;
    if (stored === null) return null;
    try {
      return adapt(stored);
    } catch {
      return null;
    }
  }, [active, cacheKey, adapt]);
  return useSWR<T, ApiError>(
    key,
    async () => {
      const value = await callEndpoint(id);
      sessionCache.set(cacheKey, value);
      return adapt(value);
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
export function useMerchantWallet(): SWRResponse<MerchantWallet, ApiError> {
  return useSessionCachedEndpoint(
    'wallet.merchantWallet',
    SESSION_KEYS.merchantWallet,
    true,
    toMerchantWallet,
  );
}

/**
 * Consolidated funds and the contract flags of the agent centre, cached for the session under
 * consolidated; only called while logged in.
 */
export function useConsolidated(): SWRResponse<ConsolidatedFunds, ApiError> {
  const isLogin = useSessionStore((state) => state.isLogin);
  return useSessionCachedEndpoint(
    'wallet.consolidated',
    SESSION_KEYS.consolidated,
    isLogin,
    toConsolidatedFunds,
  );
}

/** typeId 0: every wallet, as public clients ask. */
const ALL_WALLETS = { query: { typeId: 0 as const } };

/**
 * Main and vendor wallet balances of the logged-in account, as a WalletSummary whatever shape
 * the backend answered in (not cached: balances move); asked again (with the consolidated funds)
 * when the event socket says the balance changed.
 */
export function useWalletBalance(): SWRResponse<WalletSummary, ApiError> {
  const isLogin = useSessionStore((state) => state.isLogin);
  const refreshBalances = useRefreshBalances();
  useSocketEvent('wallet.balance', () => void refreshBalances());
  return useAdaptedEndpoint('wallet.balance', toWalletSummary, ALL_WALLETS, { enabled: isLogin });
}
