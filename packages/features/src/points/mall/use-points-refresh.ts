import { useCallback } from 'react';
import { useRefreshBalances, useRefreshEndpoints } from '@wl/core';

/**
 * Asks again for what a redemption or a conversion changed: the points balance, the rewards'
 * stock, the redemption list and every balance on screen (a conversion or a cash reward credits
 * the wallet; docs/product/money.md#balances).
 */
export function usePointsRefresh(): () => void {
  const refresh = useRefreshEndpoints();
  const refreshBalances = useRefreshBalances();
  return useCallback(() => {
    refresh(['points.balance', 'points.rewards', 'points.redeemList']);
    void refreshBalances();
  }, [refresh, refreshBalances]);
}
