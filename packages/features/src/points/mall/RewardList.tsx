import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpoint, type PointsRewardsValue } from '@wl/core';
import { InlineLoader, LazyImage, LineIcon, MessageDialog } from '@wl/widgets';
import { SanitizedHtml } from '@wl/widgets/sanitized-html';
import { RedeemDialog } from './RedeemDialog.js';
import { usePointsFormat } from './use-points-format.js';
import { usePointsRefresh } from './use-points-refresh.js';

type Reward = PointsRewardsValue['content'][number];

/** The rewards of the mall with their cost and stock; each opens the redeem window. */
export function RewardList() {
  const { t } = useTranslation();
  const format = usePointsFormat();
  const refresh = usePointsRefresh();
  const { data } = useEndpoint('points.rewards', { query: { pageSize: 50 } });
  const [redeeming, setRedeeming] = useState<Reward | null>(null);
  const [done, setDone] = useState(false);
  return (
    <section aria-labelledby="points-rewards" className="flex flex-col gap-3">
      <h2 id="points-rewards" className="text-xl font-bold">
        {t('points.rewards.title')}
      </h2>
      {data === undefined ? (
        <InlineLoader />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {data.content.map((reward) => {
            const soldOut = reward.stock === 0;
            return (
              <li key={reward.rewardId} className="card bg-base-200">
                <div className="card-body gap-2 p-4">
                  {reward.image !== null ? (
                    <LazyImage
                      src={reward.image}
                      alt=""
                      width={96}
                      height={96}
                      className="mx-auto w-full max-w-40 rounded-box"
                    />
                  ) : (
                    // A reward the operator gave no picture keeps the cards' rhythm: a gift.
                    <div
                      data-testid="reward-no-image"
                      className="mx-auto flex aspect-square w-full max-w-40 items-center justify-center rounded-box bg-base-300 text-base-content/40"
                    >
                      <LineIcon name="gift" className="h-1/2 w-1/2" />
                    </div>
                  )}
                  <h3 className="font-bold">{reward.name}</h3>
                  <SanitizedHtml html={reward.description} className="text-sm" />
                  <p className="text-sm">
                    {t('points.rewards.cost', { points: format(reward.cost) })}
                    {' · '}
                    {reward.stock === null
                      ? t('points.rewards.unlimited')
                      : t('points.rewards.stock', { count: reward.stock })}
                  </p>
                  <button
                    type="button"
                    className="btn btn-primary btn-sm"
                    disabled={soldOut}
                    aria-label={`${t('points.redeem.action')}: ${reward.name}`}
                    onClick={() => setRedeeming(reward)}
                  >
                    {soldOut ? t('points.rewards.soldOut') : t('points.redeem.action')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {redeeming && (
        <RedeemDialog
          reward={redeeming}
          onClose={() => setRedeeming(null)}
          onRedeemed={() => {
            setRedeeming(null);
            setDone(true);
            refresh();
          }}
        />
      )}
      {done && (
        <MessageDialog
          tone="info"
          message={t('points.redeem.done')}
          onClose={() => setDone(false)}
        />
      )}
    </section>
  );
}
