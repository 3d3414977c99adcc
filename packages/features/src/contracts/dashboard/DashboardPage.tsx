import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useConsolidated, useEndpoint, useModuleEnabled, type TeamContractsValue } from '@wl/core';
import { paths } from '@wl/paths';
import { CONTRACT_KINDS, CONTRACT_TYPES, type ContractType } from '../contract/contract-kinds.js';
import { useContractOverview } from '../contract/use-contract-overview.js';
import { useFormats } from '../format.js';
import { monthOf, summarize } from './dashboard-figures.js';
import { DASHBOARD_FIGURES, DashboardView, RESERVED } from './DashboardView.js';

/**
 * The agent centre's landing page (docs/product/agent.md#dashboard): the agent's balance, this
 * month's commission by contract kind, the next settlement, the offers and requests waiting, and
 * the team's new members this month. While the agent's balance loads it shows its blocks with the
 * values' lines held (`DashboardView`, which the site server draws under the centre's frame).
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const f = useFormats();
  const { data: funds } = useConsolidated();
  const overview = useEndpoint('reports.overview', { query: { periodType: 'Monthly' } });
  const overviews = {
    DIVIDEND: useContractOverview('DIVIDEND'),
    DAILY_SALARY: useContractOverview('DAILY_SALARY'),
    HOURLY_SALARY: useContractOverview('HOURLY_SALARY'),
    REALTIME_SALARY: useContractOverview('REALTIME_SALARY'),
  };
  const kinds: Record<ContractType, TeamContractsValue | undefined> = {
    DIVIDEND: overviews.DIVIDEND.data,
    DAILY_SALARY: overviews.DAILY_SALARY.data,
    HOURLY_SALARY: overviews.HOURLY_SALARY.data,
    REALTIME_SALARY: overviews.REALTIME_SALARY.data,
  };
  const moduleOn: Record<ContractType, boolean> = {
    DIVIDEND: useModuleEnabled(CONTRACT_KINDS.DIVIDEND.module),
    DAILY_SALARY: useModuleEnabled(CONTRACT_KINDS.DAILY_SALARY.module),
    HOURLY_SALARY: useModuleEnabled(CONTRACT_KINDS.HOURLY_SALARY.module),
    REALTIME_SALARY: useModuleEnabled(CONTRACT_KINDS.REALTIME_SALARY.module),
  };
  const figures = funds && summarize(kinds, monthOf(new Date()));
  const valueOf: Record<string, string> | undefined = funds &&
    figures && {
      'dashboard-balance': f.money(funds.totalBalance),
      'dashboard-commission': f.money(figures.commission),
      'dashboard-next-settlement': f.dateTime(figures.nextSettlementAt),
      'dashboard-new-members': overview.data ? String(overview.data.newMembers) : '—',
    };
  // Every kind whose module is on, as the server draws them, its amount's line held until its
  // overview answers (so nothing below moves); one whose overview failed is left out.
  const shown = CONTRACT_TYPES.filter(
    (type) => moduleOn[type] && (kinds[type] !== undefined || overviews[type].error === undefined),
  );

  return (
    <DashboardView
      busy={!figures}
      figures={DASHBOARD_FIGURES.map(({ labelKey, testId }) => ({
        label: t(labelKey),
        value: valueOf?.[testId] ?? RESERVED,
        testId,
      }))}
      kinds={shown.map((type) => ({
        type,
        label: t(CONTRACT_KINDS[type].labelKey),
        amount: figures && kinds[type] ? f.money(figures.byKind[type]) : RESERVED,
      }))}
      kindLink={(type, label) => (
        <Link className="link" to={paths.agentHome({ page: CONTRACT_KINDS[type].page })}>
          {label}
        </Link>
      )}
      texts={{ byKind: t('contract.dashboard.byKind'), waiting: t('contract.dashboard.waiting') }}
      waiting={
        !figures ? null : figures.waiting.length === 0 ? (
          <p className="opacity-80">{t('contract.dashboard.nothingWaiting')}</p>
        ) : (
          <ul className="flex flex-col gap-1" data-testid="dashboard-waiting">
            {figures.waiting.map((w) => (
              <li key={w.contractId}>
                <Link
                  className="link"
                  to={paths.agentHome({ page: CONTRACT_KINDS[w.contractType].page })}
                >
                  {t(`contract.dashboard.request.${w.what}`, {
                    kind: t(CONTRACT_KINDS[w.contractType].labelKey),
                    upline: w.upline,
                    downline: w.downline,
                  })}
                </Link>
              </li>
            ))}
          </ul>
        )
      }
    />
  );
}
