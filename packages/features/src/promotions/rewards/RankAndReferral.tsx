import { memo, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpoint, useMoney } from '@wl/core';
import { RewardSection } from './RewardSection.js';

/**
 * The rank's lines while they load, as high as the loaded ones (rank, progress bar, the three
 * lines to the next rank), so the blocks below do not move when they arrive (docs/performance.md).
 */
function RankPlaceholder() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3">
      <p className="text-2xl font-bold">&nbsp;</p>
      <div className="skeleton h-2 w-full" />
      <p className="text-sm">
        &nbsp;
        <br />
        &nbsp;
        <br />
        &nbsp;
      </p>
    </div>
  );
}

/** The referral's three lines while they load, as high as the loaded ones. */
function ReferralPlaceholder() {
  return (
    <div aria-hidden="true" className="grid grid-cols-2 gap-1 text-sm">
      {[1, 2, 3].map((line) => (
        <span key={line} className="col-span-2">
          &nbsp;
        </span>
      ))}
    </div>
  );
}

/** What the rank and referral blocks draw: the two answers and the money formatter. */
function useRankAnswers() {
  const { formatBackend } = useMoney();
  const rank = useEndpoint('rewards.playerRankProgress').data;
  const referral = useEndpoint('rewards.referralDetails').data;
  return useMemo(
    () => ({ amount: formatBackend, rank, referral }),
    [formatBackend, rank, referral],
  );
}

/**
 * The VIP rank with the progress towards the next one, and the referral code with its earnings.
 * An answer's arrival re-renders only this hook holder; the blocks follow in a deferred render
 * that React can interrupt (docs/performance.md).
 */
export function RankAndReferral() {
  return <RankAndReferralBlocks answers={useDeferredValue(useRankAnswers())} />;
}

const RankAndReferralBlocks = memo(function RankAndReferralBlocks({
  answers: { amount, rank, referral },
}: {
  answers: ReturnType<typeof useRankAnswers>;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <RewardSection id="reward-rank" title={t('promo.rewards.rank.title')}>
        {rank === undefined ? (
          <RankPlaceholder />
        ) : (
          <>
            <p className="text-2xl font-bold">{rank.currentRank}</p>
            {rank.nextRank === null ? (
              <p>{t('promo.rewards.rank.top')}</p>
            ) : (
              <>
                <progress
                  className="progress progress-primary w-full"
                  value={Math.round(rank.progress * 100)}
                  max={100}
                  aria-label={t('promo.rewards.rank.progress', { next: rank.nextRank })}
                />
                <dl className="grid grid-cols-[1fr_auto] gap-x-3 text-sm">
                  <dt>{t('promo.rewards.rank.next')}</dt>
                  <dd className="text-end font-semibold">{rank.nextRank}</dd>
                  <dt>{t('promo.rewards.rank.depositToNext')}</dt>
                  <dd className="text-end">{amount(rank.depositToNext)}</dd>
                  <dt>{t('promo.rewards.rank.betToNext')}</dt>
                  <dd className="text-end">{amount(rank.betToNext)}</dd>
                </dl>
              </>
            )}
          </>
        )}
      </RewardSection>
      <RewardSection id="reward-referral" title={t('promo.rewards.referral.title')}>
        {referral === undefined ? (
          <ReferralPlaceholder />
        ) : (
          <dl className="grid grid-cols-2 gap-1 text-sm">
            <dt>{t('promo.rewards.referral.code')}</dt>
            <dd className="font-mono font-bold">{referral.referralCode}</dd>
            <dt>{t('promo.rewards.referral.count')}</dt>
            <dd>{referral.referralCount}</dd>
            <dt>{t('promo.rewards.referral.reward')}</dt>
            <dd>{amount(referral.totalReward)}</dd>
          </dl>
        )}
      </RewardSection>
    </div>
  );
});
