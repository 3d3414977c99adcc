import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { EndpointId } from '@wl/api';

/** Every call whose answer holds a balance of the account: its wallets and consolidated funds. */
const BALANCE_ENDPOINTS: readonly EndpointId[] = ['wallet.balance', 'wallet.consolidated'];

function isBalanceKey(key: unknown): boolean {
  return Array.isArray(key) && BALANCE_ENDPOINTS.includes(key[0] as EndpointId);
}

/**
 * The one way balances on screen (header, wallet page, member and agent centre) are asked again
 * after money moved: every money action (transfers, deposit, withdrawal, points, rewards, raffles)
 * and the event socket's balance event call it. docs/product/money.md#balances
 */
export function useRefreshBalances(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await mutate(isBalanceKey);
  }, [mutate]);
}
