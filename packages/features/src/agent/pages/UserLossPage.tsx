import { useTranslation } from 'react-i18next';
import { callEndpoint, useEndpoint } from '@wl/core';
import type { ReportColumn } from '../reports/report-columns.js';
import {
  teamReportQuery,
  type ReportQuery,
  type ReportRequest,
  type SortKeyOf,
} from '../reports/report-request.js';
import { KEEP_ROWS, ReportView, type ReportSource } from '../reports/ReportView.js';

const queryOf = (request: ReportRequest): ReportQuery<'reports.userLoss'> =>
  teamReportQuery<SortKeyOf<'reports.userLoss'>>(request);

const SOURCE = {
  useData: (request: ReportRequest) =>
    useEndpoint('reports.userLoss', { query: queryOf(request) }, KEEP_ROWS),
  fetchPage: (request: ReportRequest) =>
    callEndpoint('reports.userLoss', { query: queryOf(request) }),
};

type Value = Awaited<ReturnType<typeof SOURCE.fetchPage>>;
type Row = Value['content'][number];

const COLUMNS: ReportColumn<Row>[] = [
  {
    key: 'username',
    labelKey: 'agent.columns.member',
    kind: 'text',
    drill: (row) => (row.agent ? row.username : undefined),
  },
  { key: 'upline', labelKey: 'agent.columns.upline', kind: 'text' },
  { key: 'betAmount', labelKey: 'agent.columns.betAmount', kind: 'amount' },
  { key: 'validBet', labelKey: 'agent.columns.validBet', kind: 'amount' },
  { key: 'profitLoss', labelKey: 'agent.columns.profitLoss', kind: 'gain' },
  { key: 'deposits', labelKey: 'agent.columns.deposits', kind: 'amount' },
  { key: 'withdrawals', labelKey: 'agent.columns.withdrawals', kind: 'amount' },
];

/**
 * User loss: each member's result, biggest loss first; a downline agent opens its team's.
 * docs/product/agent.md#team-reports
 */
export default function UserLossPage() {
  const { t } = useTranslation();
  return (
    <ReportView<Row, Value['totals']>
      caption={t('agent.pages.userLoss')}
      source={SOURCE satisfies ReportSource<Row, Value['totals']>}
      columns={COLUMNS}
      totals={(totals) => totals}
      rowKey={(row) => row.username}
      member
      drill
    />
  );
}
