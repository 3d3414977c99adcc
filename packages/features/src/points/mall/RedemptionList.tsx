import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatDateTime,
  useCurrentLanguage,
  useEndpoint,
  type PointsRedeemListValue,
} from '@wl/core';
import { InlineLoader } from '@wl/widgets';
import { SelectField } from '@wl/widgets/forms';
import { DataTable } from '@wl/widgets/table';
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
        <SelectField
          compact
          label={t('points.redemptions.filter')}
          value={status}
          options={STATUSES.map((s) => ({ value: s, label: t(`points.status.${s}`) }))}
          emptyLabel={t('points.redemptions.all')}
          onChange={(value) => {
            setStatus(value as Status | '');
            setPageNum(1);
          }}
        />
      </div>
      {data === undefined ? (
        <InlineLoader />
      ) : data.content.length === 0 ? (
        <p>{t('points.redemptions.empty')}</p>
      ) : (
        <DataTable
          label={t('points.redemptions.title')}
          rows={data.content}
          rowKey={(r) => String(r.redeemId)}
          rowAttributes={(r) => ({ 'data-testid': `redemption-${r.redeemId}` })}
          paging={{ page: pageNum, pages: data.totalPages, onPage: setPageNum }}
          columns={[
            {
              id: 'date',
              header: t('points.redemptions.date'),
              cell: (r) => formatDateTime(r.createdAt, language, 'short'),
            },
            { id: 'reward', header: t('points.redemptions.reward'), cell: (r) => r.rewardName },
            { id: 'quantity', header: t('points.redemptions.quantity'), cell: (r) => r.quantity },
            { id: 'points', header: t('points.redemptions.points'), cell: (r) => format(r.points) },
            {
              id: 'status',
              header: t('points.redemptions.status'),
              cell: (r) => (
                <span className={`badge ${STATUS_BADGE[r.status]}`}>
                  {t(`points.status.${r.status}`)}
                </span>
              ),
            },
            { id: 'remark', header: t('points.redemptions.remark'), cell: (r) => r.remark ?? '' },
          ]}
        />
      )}
    </section>
  );
}
