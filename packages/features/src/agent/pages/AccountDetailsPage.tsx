import { useTranslation } from 'react-i18next';
import { callEndpoint, useEndpoint } from '@wl/core';
import { TRANSACTION_CATEGORIES } from '../reports/categories.js';
import type { ReportColumn } from '../reports/report-columns.js';
import {
  reportQuery,
  type ReportQuery,
  type ReportRequest,
  type SortKeyOf,
} from '../reports/report-request.js';
import { KEEP_ROWS, ReportView, type ReportSource } from '../reports/ReportView.js';

type Query = ReportQuery<'reports.accountDetails'>;

function queryOf(request: ReportRequest): Query {
  const query: Query = reportQuery<SortKeyOf<'reports.accountDetails'>>(request);
  const { category } = request.filter;
  if (category) query.category = category as NonNullable<Query['category']>;
  return query;
}

const SOURCE = {
  useData: (request: ReportRequest) =>
    useEndpoint('reports.accountDetails', { query: queryOf(request) }, KEEP_ROWS),
  fetchPage: (request: ReportRequest) =>
    callEndpoint('reports.accountDetails', { query: queryOf(request) }),
};

type Value = Awaited<ReturnType<typeof SOURCE.fetchPage>>;
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
    // What the entry was for (a contract's pay names its kind), in the caller's language.
    { key: 'remark', labelKey: 'agent.columns.remark', kind: 'text', sortable: false },
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
      source={SOURCE satisfies ReportSource<Row, Value['totals']>}
      columns={columns}
      totals={(totals) => ({ amount: totals.net })}
      rowKey={(row) => row.id}
      member
      categories={{ labelKey: 'agent.columns.kind', options: TRANSACTION_CATEGORIES }}
    />
  );
}
