import { useTranslation } from 'react-i18next';
import type { Payout } from '@wl/core';
import { DataTable } from '@wl/widgets/table';
import { useFormats } from '../format.js';

/** The payouts of the agent's contract of one kind, newest first, paged in the page. */
export function PayoutsTable({ payouts }: { payouts: readonly Payout[] }) {
  const { t } = useTranslation();
  const f = useFormats();
  if (payouts.length === 0) return <p className="opacity-80">{t('contract.payouts.none')}</p>;
  return (
    <DataTable
      label={t('contract.payouts.title')}
      testId="payouts"
      rows={payouts}
      rowKey={(p) => String(p.payoutId)}
      paging={{ pageSize: 20, pageSizes: [20, 50, 100] }}
      columns={[
        {
          id: 'period',
          header: t('contract.payouts.period'),
          cell: (p) => `${f.dateTime(p.periodStart)} – ${f.dateTime(p.periodEnd)}`,
        },
        { id: 'base', header: t('contract.payouts.base'), cell: (p) => f.money(p.base) },
        { id: 'rate', header: t('contract.tier.rate'), cell: (p) => f.rate(p.rate) },
        { id: 'amount', header: t('contract.payouts.amount'), cell: (p) => f.money(p.amount) },
      ]}
    />
  );
}
