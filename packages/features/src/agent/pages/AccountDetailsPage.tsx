import { useTranslation } from 'react-i18next';
import { useEndpoint } from '@wl/core';
import { TRANSACTION_CATEGORIES } from '../reports/categories.js';
import { reportQuery, type ReportQuery } from '../reports/report-query.js';
import type { ReportFilter } from '../reports/ReportFilters.js';
import type { ReportColumn } from '../reports/ReportTable.js';
import { ReportView } from '../reports/ReportView.js';

type Query = ReportQuery<'reports.accountDetails'>;

function useAccountDetails(filter: ReportFilter, pageNum: number) {
  const query: Query = reportQuery(filter, pageNum);
  if (filter.category) query.category = filter.category as NonNullable<Query['category']>;
  return useEndpoint('reports.accountDetails', { query });
}

type Value = NonNullable<ReturnType<typeof useAccountDetails>['data']>;
type Row = Value['content'][number];

/**
 * Account details: the wallet transactions of the agent or of one member of its team, with money
 * in, money out and the net. docs/product/agent.md#team-reports
 */
export default function AccountDetailsPage() {
  const { t } = useTranslation();
  const columns: ReportColumn<Row>[] = [
    { key: 'time', labelKey: 'agent.columns.time', kind: 'time' },
    { key: 'username', labelKey: 'agent.columns.member', kind: 'text' },
    {
      key: 'category',
      labelKey: 'agent.columns.kind',
      kind: 'text',
      text: (row) => t(`agent.transaction.${row.category}`),
    },
    {
      key: 'status',
      labelKey: 'agent.columns.status',
      kind: 'text',
      text: (row) => t(`agent.status.${row.status}`),
    },
    { key: 'amount', labelKey: 'agent.columns.amount', kind: 'gain' },
    { key: 'balanceAfter', labelKey: 'agent.columns.balanceAfter', kind: 'amount' },
  ];
  return (
    <ReportView<Row, Value['totals']>
      caption={t('agent.pages.accountDetails')}
      useData={useAccountDetails}
      columns={columns}
      totals={(totals) => ({ amount: totals.net })}
      rowKey={(row) => row.id}
      member
      categories={{ labelKey: 'agent.columns.kind', options: TRANSACTION_CATEGORIES }}
    />
  );
}
