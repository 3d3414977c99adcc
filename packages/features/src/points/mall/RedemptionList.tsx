import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatDateTime,
  useCurrentLanguage,
  useEndpoint,
  type PointsRedeemListValue,
} from '@wl/core';
import { InlineLoader } from '@wl/widgets';
import { usePointsFormat } from './use-points-format.js';

type Status = PointsRedeemListValue['content'][number]['status'];

const STATUSES: readonly Status[] = ['APPLYING', 'REJECTED', 'APPROVED'];
const STATUS_BADGE: Record<Status, string> = {
  APPLYING: 'badge-warning',
  REJECTED: 'badge-error',
  APPROVED: 'badge-success',
};
const PAGE_SIZE = 10;

/**
 * The account's redemptions, newest first, with their status (In Process, Rejected, Approved) and
 * the operator's remark; filtered by status and paged. docs/product/member.md#redemption-statuses
 */
export function RedemptionList() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const format = usePointsFormat();
  const filterId = useId();
  const [status, setStatus] = useState<Status | ''>('');
  const [pageNum, setPageNum] = useState(1);
  const { data } = useEndpoint('points.redeemList', {
    query: { pageNum, pageSize: PAGE_SIZE, ...(status === '' ? {} : { status }) },
  });
  return (
    <section aria-labelledby="points-redemptions" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="points-redemptions" className="text-xl font-bold">
          {t('points.redemptions.title')}
        </h2>
        <div className="flex items-center gap-2">
          <label htmlFor={filterId}>{t('points.redemptions.filter')}</label>
          <select
            id={filterId}
            className="select select-bordered select-sm"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as Status | '');
              setPageNum(1);
            }}
          >
            <option value="">{t('points.redemptions.all')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`points.status.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {data === undefined ? (
        <InlineLoader />
      ) : data.content.length === 0 ? (
        <p>{t('points.redemptions.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="table table-sm" aria-labelledby="points-redemptions">
            <thead>
              <tr>
                <th scope="col">{t('points.redemptions.date')}</th>
                <th scope="col">{t('points.redemptions.reward')}</th>
                <th scope="col">{t('points.redemptions.quantity')}</th>
                <th scope="col">{t('points.redemptions.points')}</th>
                <th scope="col">{t('points.redemptions.status')}</th>
                <th scope="col">{t('points.redemptions.remark')}</th>
              </tr>
            </thead>
            <tbody>
              {data.content.map((r) => (
                <tr key={r.redeemId} data-testid={`redemption-${r.redeemId}`}>
                  <td>{formatDateTime(r.createdAt, language, 'short')}</td>
                  <td>{r.rewardName}</td>
                  <td>{r.quantity}</td>
                  <td>{format(r.points)}</td>
                  <td>
                    <span className={`badge ${STATUS_BADGE[r.status]}`}>
                      {t(`points.status.${r.status}`)}
                    </span>
                  </td>
                  <td>{r.remark ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data !== undefined && data.totalPages > 1 && (
        <nav aria-label={t('points.redemptions.pages')} className="join self-center">
          <button
            type="button"
            className="btn join-item btn-sm"
            disabled={pageNum <= 1}
            onClick={() => setPageNum(pageNum - 1)}
          >
            {t('points.redemptions.previous')}
          </button>
          <span className="btn join-item btn-sm btn-disabled">
            {t('points.redemptions.page', { page: pageNum, total: data.totalPages })}
          </span>
          <button
            type="button"
            className="btn join-item btn-sm"
            disabled={pageNum >= data.totalPages}
            onClick={() => setPageNum(pageNum + 1)}
          >
            {t('points.redemptions.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
