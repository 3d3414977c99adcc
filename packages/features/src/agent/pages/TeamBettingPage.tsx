import { useTranslation } from 'react-i18next';
import { useEndpoint } from '@wl/core';
import { GAME_CATEGORIES } from '../reports/categories.js';
import { reportQuery, type ReportQuery } from '../reports/report-query.js';
import type { ReportFilter } from '../reports/ReportFilters.js';
import type { ReportColumn } from '../reports/ReportTable.js';
import { ReportView } from '../reports/ReportView.js';

type Query = ReportQuery<'reports.betting'>;

function useTeamBetting(filter: ReportFilter, pageNum: number) {
  const query: Query = { ...reportQuery(filter, pageNum) };
  if (filter.category) query.gameCategory = filter.category as NonNullable<Query['gameCategory']>;
  return useEndpoint('reports.betting', { query });
}

type Value = NonNullable<ReturnType<typeof useTeamBetting>['data']>;
type Row = Value['content'][number];

/** Team betting: bets by member and game category. docs/product/agent.md#team-reports */
export default function TeamBettingPage() {
  const { t } = useTranslation();
  const columns: ReportColumn<Row>[] = [
    { key: 'username', labelKey: 'agent.columns.member', kind: 'text' },
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
      useData={useTeamBetting}
      columns={columns}
      totals={(totals) => totals}
      rowKey={(row) => `${row.username}-${row.gameCategory}`}
      member
      categories={{ labelKey: 'agent.columns.gameCategory', options: GAME_CATEGORIES }}
    />
  );
}
