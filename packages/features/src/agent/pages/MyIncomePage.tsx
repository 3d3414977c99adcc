import { useTranslation } from 'react-i18next';
import { callEndpoint, useEndpoint } from '@wl/core';
import { INCOME_CATEGORIES } from '../reports/categories.js';
import type { ReportColumn } from '../reports/report-columns.js';
import {
  reportQuery,
  type ReportQuery,
  type ReportRequest,
  type SortKeyOf,
} from '../reports/report-request.js';
import { KEEP_ROWS, ReportView, type ReportSource } from '../reports/ReportView.js';

type Query = ReportQuery<'reports.myIncome'>;

function queryOf(request: ReportRequest): Query {
  // My income reads the agent's own entries: no member.
  const { username: _self, ...query }: Query & { username?: string } =
    reportQuery<SortKeyOf<'reports.myIncome'>>(request);
  const { category } = request.filter;
  if (category) query.category = category as NonNullable<Query['category']>;
  return query;
}

const SOURCE = {
  useData: (request: ReportRequest) =>
    useEndpoint('reports.myIncome', { query: queryOf(request) }, KEEP_ROWS),
  fetchPage: (request: ReportRequest) =>
    callEndpoint('reports.myIncome', { query: queryOf(request) }),
};

type Value = Awaited<ReturnType<typeof SOURCE.fetchPage>>;
type Row = Value['content'][number];

/**
 * My income: the agent's salaries, dividends and rebates; its printed statement for a settlement
 * period lists every payout of it. docs/product/agent.md#team-reports
 */
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
    { key: 'remark', labelKey: 'agent.columns.remark', kind: 'text', sortable: false },
    { key: 'amount', labelKey: 'agent.columns.amount', kind: 'amount' },
  ];
  return (
    <ReportView<Row, Value['totals']>
      caption={t('agent.pages.myIncome')}
      source={SOURCE satisfies ReportSource<Row, Value['totals']>}
      columns={columns}
      totals={(totals) => ({ amount: totals.amount })}
      rowKey={(row) => row.id}
      categories={{ labelKey: 'agent.columns.kind', options: INCOME_CATEGORIES }}
    />
  );
}
