import { useTranslation } from 'react-i18next';
import { useEndpoint } from '@wl/core';
import { INCOME_CATEGORIES } from '../reports/categories.js';
import { reportQuery, type ReportQuery } from '../reports/report-query.js';
import type { ReportFilter } from '../reports/ReportFilters.js';
import type { ReportColumn } from '../reports/ReportTable.js';
import { ReportView } from '../reports/ReportView.js';

type Query = ReportQuery<'reports.myIncome'>;

function useMyIncome(filter: ReportFilter, pageNum: number) {
  const { username: _self, ...query }: Query & { username?: string } = reportQuery(filter, pageNum);
  if (filter.category) query.category = filter.category as NonNullable<Query['category']>;
  return useEndpoint('reports.myIncome', { query });
}

type Value = NonNullable<ReturnType<typeof useMyIncome>['data']>;
type Row = Value['content'][number];

/** My income: the agent's salaries, dividends and rebates. docs/product/agent.md#team-reports */
export default function MyIncomePage() {
  const { t } = useTranslation();
  const columns: ReportColumn<Row>[] = [
    { key: 'time', labelKey: 'agent.columns.time', kind: 'time' },
    {
      key: 'category',
      labelKey: 'agent.columns.kind',
      kind: 'text',
      text: (row) => t(`agent.transaction.${row.category}`),
    },
    { key: 'remark', labelKey: 'agent.columns.remark', kind: 'text' },
    { key: 'amount', labelKey: 'agent.columns.amount', kind: 'amount' },
  ];
  return (
    <ReportView<Row, Value['totals']>
      caption={t('agent.pages.myIncome')}
      useData={useMyIncome}
      columns={columns}
      totals={(totals) => ({ amount: totals.amount })}
      rowKey={(row) => row.id}
      categories={{ labelKey: 'agent.columns.kind', options: INCOME_CATEGORIES }}
    />
  );
}
