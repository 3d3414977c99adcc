import { useTranslation } from 'react-i18next';
import { callEndpoint, useEndpoint } from '@wl/core';
import { GAME_CATEGORIES } from '../reports/categories.js';
import type { ReportColumn } from '../reports/report-columns.js';
import {
  teamReportQuery,
  type ReportQuery,
  type ReportRequest,
  type SortKeyOf,
} from '../reports/report-request.js';
import { KEEP_ROWS, ReportView, type ReportSource } from '../reports/ReportView.js';

type Query = ReportQuery<'reports.betting'>;

function queryOf(request: ReportRequest): Query {
  const query: Query = teamReportQuery<SortKeyOf<'reports.betting'>>(request);
  const { category } = request.filter;
  if (category) query.gameCategory = category as NonNullable<Query['gameCategory']>;
  return query;
}

const SOURCE = {
  useData: (request: ReportRequest) =>
    useEndpoint('reports.betting', { query: queryOf(request) }, KEEP_ROWS),
  fetchPage: (request: ReportRequest) =>
    callEndpoint('reports.betting', { query: queryOf(request) }),
};

type Value = Awaited<ReturnType<typeof SOURCE.fetchPage>>;
type Row = Value['content'][number];

/**
 * Team betting: bets by member and game category; a downline agent opens its team's bets.
 * docs/product/agent.md#team-reports
 */
export default function TeamBettingPage() {
  const { t } = useTranslation();
  const columns: ReportColumn<Row>[] = [
    {
      key: 'username',
      labelKey: 'agent.columns.member',
      kind: 'text',
      drill: (row) => (row.agent ? row.username : undefined),
    },
    {
      key: 'gameCategory',
      labelKey: 'agent.columns.gameCategory',
      kind: 'text',
      text: (row) => t(`nav.${row.gameCategory}`),
    },
    { key: 'betCount', labelKey: 'agent.columns.betCount', kind: 'count' },
    { key: 'betAmount', labelKey: 'agent.columns.betAmount', kind: 'amount' },
    { key: 'validBet', labelKey: 'agent.columns.validBet', kind: 'amount' },
    { key: 'payout', labelKey: 'agent.columns.payout', kind: 'amount' },
    { key: 'profitLoss', labelKey: 'agent.columns.profitLoss', kind: 'gain' },
  ];
  return (
    <ReportView<Row, Value['totals']>
      caption={t('agent.pages.teamBetting')}
      source={SOURCE satisfies ReportSource<Row, Value['totals']>}
      columns={columns}
      totals={(totals) => totals}
      rowKey={(row) => `${row.username}-${row.gameCategory}`}
      member
      drill
      categories={{ labelKey: 'agent.columns.gameCategory', options: GAME_CATEGORIES }}
    />
  );
}
