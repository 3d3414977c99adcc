import { memo, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint, useEndpoint, useMoney } from '@wl/core';
import { RewardLines, RewardSection } from './RewardSection.js';

import type { useRewardAction } from './use-reward-action.js';

/**
 * Promotions issued to the account (claim credits the main wallet), those already claimed, and
 * those offered to new players on registration. The blocks follow their answers in a deferred
 * render (as `RankAndReferral`).
 */
export function PromotionRewards({ action }: { action: ReturnType<typeof useRewardAction> }) {
  return <PromotionBlocks action={action} answers={useDeferredValue(usePromotionAnswers())} />;
}

/** What the promotion blocks draw: the three lists and the money formatter. */
function usePromotionAnswers() {
  const { formatBackend } = useMoney();
  const available = useEndpoint('rewards.availablePromotions').data;
  const claimed = useEndpoint('rewards.claimedPromotions').data;
  const register = useEndpoint('rewards.registerPromotions').data;
  return useMemo(
    () => ({ amount: formatBackend, available, claimed, register }),
    [formatBackend, available, claimed, register],
  );
}

const PromotionBlocks = memo(function PromotionBlocks({
  action,
  answers: { amount, available = [], claimed = [], register = [] },
}: {
  action: ReturnType<typeof useRewardAction>;
  answers: ReturnType<typeof usePromotionAnswers>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <RewardSection id="reward-available" title={t('promo.rewards.available.title')}>
        <RewardLines
          items={available}
          itemKey={(p) => p.promotionId}
          actions
          line={(p) => (
            <>
              <span>
                {p.title} · {amount(p.rewardAmount)}
              </span>
              <button
                type="button"
                className="btn btn-primary btn-sm"
                disabled={action.busy}
                aria-label={`${t('promo.action.claim')}: ${p.title}`}
                onClick={() =>
                  void action.run(async () => {
                    const claim = await callEndpoint('rewards.claimIssuedPromotion', {
                      body: { promotionId: p.promotionId },
                    });
                    return t('promo.rewards.available.claimed', {
                      title: p.title,
                      amount: amount(claim.rewardAmount),
                    });
                  })
                }
              >
                {t('promo.action.claim')}
              </button>
            </>
          )}
        />
      </RewardSection>
      <RewardSection id="reward-claimed" title={t('promo.rewards.claimed.title')}>
        <RewardLines
          items={claimed}
          itemKey={(p) => p.promotionId}
          line={(p) => `${p.title} · ${amount(p.rewardAmount)}`}
        />
      </RewardSection>
      <RewardSection id="reward-register" title={t('promo.rewards.register.title')}>
        <ul className="flex flex-col gap-1 text-sm">
          {register.map((p) => (
            <li key={p.promotionId}>
              {p.title} · {amount(p.rewardAmount)}
            </li>
          ))}
        </ul>
      </RewardSection>
    </>
  );
});
