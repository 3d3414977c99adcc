import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageIn, useRefreshBalances, useRefreshEndpoints } from '@wl/core';

/** The reward-centre calls whose answers a claim or a cancel changes. */
const REWARD_LISTS = [
  'rewards.availablePromotions',
  'rewards.claimedPromotions',
  'rewards.loginPromotion',
  'rewards.loginPromotionHistory',
  'rewards.claimTickets',
  'rewards.ticketPromotions',
] as const;

/**
 * Runs one reward-centre action at a time and keeps its outcome to show: the success text, or the
 * backend's refusal in words; afterwards the lists it changed and every balance on screen reload
 * (docs/product/money.md#balances).
 */
export function useRewardAction() {
  const { t } = useTranslation();
  const refresh = useRefreshEndpoints();
  const refreshBalances = useRefreshBalances();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ text: string; ok: boolean } | null>(null);

  // One object while nothing it holds changes, so the blocks that take it are not drawn again.
  return useMemo(() => {
    async function run(action: () => Promise<string>) {
      setBusy(true);
      try {
        setOutcome({ text: await action(), ok: true });
      } catch (error) {
        setOutcome({ text: errorMessageIn(error, t, 'promo.rewards.errors'), ok: false });
      } finally {
        setBusy(false);
        refresh(REWARD_LISTS);
        void refreshBalances();
      }
    }
    return { busy, outcome, run, dismiss: () => setOutcome(null) };
  }, [busy, outcome, t, refresh, refreshBalances]);
}
