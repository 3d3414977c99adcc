import { useCallback } from 'react';
import { useGateJudge, useMerchantWallet, type GateState } from '@wl/core';
import type { CentrePage } from './centre-page.js';

/**
 * Whether a centre page is offered now: its gate (docs/architecture.md#gates) and, for a page that
 * moves money between wallets, whether the merchant has several (a single-wallet merchant, whose
 * wallet call answers `isSingle`, has none to move between; docs/product/money.md#single-wallet).
 */
export function useCentrePageJudge(): (page: CentrePage) => GateState {
  const judge = useGateJudge();
  const single = useMerchantWallet().data?.isSingle === true;
  return useCallback(
    (page) => (page.wallets === 'several' && single ? 'closed' : judge(page.module)),
    [judge, single],
  );
}
