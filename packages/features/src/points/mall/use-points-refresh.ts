import { useCallback } from 'react';
import { useRefreshEndpoints } from '@wl/core';

/**
 * Asks again for what a redemption or a conversion changed: the points balance, the rewards'
 * stock, the redemption list and, for a conversion, the wallet balance it credited.
 */
export function usePointsRefresh(): (options?: { wallet?: boolean }) => void {
  const refresh = useRefreshEndpoints();
  return useCallback(
    (options = {}) => {
      refresh([
        'points.balance',
        'points.rewards',
        'points.redeemList',
        ...(options.wallet === true ? (['wallet.balance'] as const) : []),
      ]);
    },
    [refresh],
  );
}
