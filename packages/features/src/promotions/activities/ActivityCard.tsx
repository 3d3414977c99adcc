import { useTranslation } from 'react-i18next';
import type { PromotionsListValue } from '@wl/core';
import { LazyImage } from '@wl/widgets';
import { SanitizedHtml } from '@wl/widgets/sanitized-html';

export type Activity = PromotionsListValue[number];

/** What the player can do with an activity now, from its kind and status. */
export type ActivityAction = 'apply' | 'join' | 'claim';

export function actionOf(activity: Activity): ActivityAction | null {
  const { kind, status } = activity;
  if (kind === 'APPLY' && (status === 'JOIN' || status === 'REJECTED')) return 'apply';
  if (kind === 'JOIN' && status === 'JOIN') return 'join';
  if (kind === 'RAFFLE' && status === 'CLAIM') return 'claim';
  return null;
}

const STATUS_BADGE: Partial<Record<Activity['status'], string>> = {
  APPLYING: 'badge-warning',
  PROCESS: 'badge-warning',
  REJECTED: 'badge-error',
  ISSUED: 'badge-success',
  CLAIMED: 'badge-success',
  JOINED: 'badge-info',
  SIGNED: 'badge-info',
  CLOSE: 'badge-ghost',
  COMING_SOON: 'badge-ghost',
};

interface ActivityCardProps {
  activity: Activity;
  busy: boolean;
  onAction: (action: ActivityAction) => void;
}

/**
 * One activity: its picture (2:1, decorative, loaded as it comes into view), its title, category, status (docs/product/member.md#activity-statuses), its text
 * (sanitized backend HTML), why an application was rejected, and the one action it offers.
 */
export function ActivityCard({ activity, busy, onAction }: ActivityCardProps) {
  const { t } = useTranslation();
  const action = actionOf(activity);
  const headingId = `activity-${activity.promotionId}`;
  return (
    <article aria-labelledby={headingId} className="card bg-base-200 shadow-sm">
      {activity.image !== null && (
        <LazyImage
          src={activity.image}
          alt=""
          width={800}
          height={400}
          className="w-full rounded-t-box"
        />
      )}
      <div className="card-body gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <span className="badge badge-outline">{t(`promo.category.${activity.category}`)}</span>
          <span
            className={`badge ${STATUS_BADGE[activity.status] ?? 'badge-primary'}`}
            data-testid="activity-status"
          >
            {t(`promo.status.${activity.status}`)}
          </span>
        </div>
        <h2 id={headingId} className="card-title text-lg">
          {activity.title}
        </h2>
        <SanitizedHtml html={activity.content} className="prose max-w-none text-sm" />
        {activity.status === 'REJECTED' && activity.application?.remark && (
          <p className="text-error text-sm">
            {t('promo.rejectedBecause', { remark: activity.application.remark })}
          </p>
        )}
        {action !== null && (
          <div className="card-actions justify-end">
            <button
              type="button"
              className="btn btn-primary btn-sm"
              disabled={busy}
              aria-label={`${t(`promo.action.${action}`)}: ${activity.title}`}
              onClick={() => onAction(action)}
            >
              {activity.status === 'REJECTED'
                ? t('promo.action.applyAgain')
                : t(`promo.action.${action}`)}
            </button>
          </div>
        )}
      </div>
    </article>
  );
}
