import { memo, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint, useEndpoint, useMoney } from '@wl/core';
import { RewardSection } from './RewardSection.js';

import type { useRewardAction } from './use-reward-action.js';

/** Days in a login cycle as the backend sets it up, for the space held while it loads. */
const USUAL_CYCLE_DAYS = 7;

/**
 * The cycle's days while they load, in the loaded days' boxes (day and amount lines), so the
 * blocks below do not move when they arrive (docs/performance.md).
 */
function CyclePlaceholder() {
  return (
    <div aria-hidden="true" className="grid grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))] gap-2">
      {Array.from({ length: USUAL_CYCLE_DAYS }, (_, day) => (
        <span key={day} className="skeleton rounded-box p-2 text-sm">
          <span className="block">&nbsp;</span>
          <span className="block">&nbsp;</span>
        </span>
      ))}
    </div>
  );
}

/** What the login reward's block draws: the cycle, the claims so far and the money formatter. */
function useLoginAnswers() {
  const { formatBackend } = useMoney();
  const cycle = useEndpoint('rewards.loginPromotion').data;
  const history = useEndpoint('rewards.loginPromotionHistory').data;
  return useMemo(
    () => ({ amount: formatBackend, cycle, history }),
    [formatBackend, cycle, history],
  );
}

/**
 * The daily login reward: the days of the cycle, which are claimed, and today's claim. The block
 * follows its answers in a deferred render (as `RankAndReferral`).
 */
export function LoginRewards({ action }: { action: ReturnType<typeof useRewardAction> }) {
  return <LoginRewardsBlock action={action} answers={useDeferredValue(useLoginAnswers())} />;
}

const LoginRewardsBlock = memo(function LoginRewardsBlock({
  action,
  answers: { amount, cycle, history = [] },
}: {
  action: ReturnType<typeof useRewardAction>;
  answers: ReturnType<typeof useLoginAnswers>;
}) {
  const { t } = useTranslation();
  return (
    <RewardSection id="reward-login" title={t('promo.rewards.login.title')}>
      {cycle === undefined ? (
        <CyclePlaceholder />
      ) : (
        <ol className="grid grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))] gap-2">
          {cycle.days.map((day) => (
            <li
              key={day.day}
              className={`rounded-box p-2 text-center text-sm ${day.claimed ? 'bg-success text-success-content' : 'bg-base-100'}`}
            >
              <span className="block font-bold">
                {t('promo.rewards.login.day', { day: day.day })}
              </span>
              <span className="block">{amount(day.rewardAmount)}</span>
              {day.claimed && <span className="block">{t('promo.status.CLAIMED')}</span>}
            </li>
          ))}
        </ol>
      )}
      {cycle?.claimableToday && (
        <button
          type="button"
          className="btn btn-primary btn-sm self-start"
          disabled={action.busy}
          onClick={() =>
            void action.run(async () => {
              const claim = await callEndpoint('rewards.claimLoginPromotion');
              return t('promo.rewards.login.claimed', {
                day: claim.day,
                amount: amount(claim.rewardAmount),
              });
            })
          }
        >
          {t('promo.rewards.login.claim')}
        </button>
      )}
      {history.length > 0 && (
        <p className="text-sm">{t('promo.rewards.login.history', { count: history.length })}</p>
      )}
    </RewardSection>
  );
});
