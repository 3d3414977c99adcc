import { useTranslation } from 'react-i18next';
import { useEndpoint } from '@wl/core';
import { reportQuery, type ReportQuery } from '../reports/report-query.js';
import type { ReportFilter } from '../reports/ReportFilters.js';
import type { ReportColumn } from '../reports/ReportTable.js';
import { ReportView } from '../reports/ReportView.js';

function useUserLoss(filter: ReportFilter, pageNum: number) {
  const query: ReportQuery<'reports.userLoss'> = reportQuery(filter, pageNum);
  return useEndpoint('reports.userLoss', { query });
}

type Value = NonNullable<ReturnType<typeof useUserLoss>['data']>;
type Row = Value['content'][number];

const COLUMNS: ReportColumn<Row>[] = [
  { key: 'username', labelKey: 'agent.columns.member', kind: 'text' },
  { key: 'upline', labelKey: 'agent.columns.upline', kind: 'text' },
  { key: 'betAmount', labelKey: 'agent.columns.betAmount', kind: 'amount' },
  { key: 'validBet', labelKey: 'agent.columns.validBet', kind: 'amount' },
  { key: 'profitLoss', labelKey: 'agent.columns.profitLoss', kind: 'gain' },
  { key: 'deposits', labelKey: 'agent.columns.deposits', kind: 'amount' },
  { key: 'withdrawals', labelKey: 'agent.columns.withdrawals', kind: 'amount' },
];

/** User loss: each member's result, biggest loss first. docs/product/agent.md#team-reports */
export default function UserLossPage() {
  const { t } = useTranslation();
  return (
    <ReportView<Row, Value['totals']>
      caption={t('agent.pages.userLoss')}
      useData={useUserLoss}
      columns={COLUMNS}
      totals={(totals) => totals}
      rowKey={(row) => row.username}
      member
    />
  );
}
