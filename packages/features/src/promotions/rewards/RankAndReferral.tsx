import { useTranslation } from 'react-i18next';
import { useEndpoint, useFormatAmount } from '@wl/core';
import { RewardSection } from './RewardSection.js';

/** The VIP rank with the progress towards the next one, and the referral code with its earnings. */
export function RankAndReferral() {
  const { t } = useTranslation();
  const amount = useFormatAmount();
  const rank = useEndpoint('rewards.playerRankProgress').data;
  const referral = useEndpoint('rewards.referralDetails').data;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <RewardSection id="reward-rank" title={t('promo.rewards.rank.title')}>
        {rank && (
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
                <p className="text-sm">
                  {t('promo.rewards.rank.toNext', {
                    next: rank.nextRank,
                    deposit: amount(rank.depositToNext),
                    bet: amount(rank.betToNext),
                  })}
                </p>
              </>
            )}
          </>
        )}
      </RewardSection>
      <RewardSection id="reward-referral" title={t('promo.rewards.referral.title')}>
        {referral && (
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
}
