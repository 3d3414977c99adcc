import { memo, useDeferredValue, useMemo } from 'react';
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
 * What the dashboard draws: the agent's funds, the team's month, each contract kind's overview
 * and which kinds are shown (module on, overview not failed), with the formats. One object for as
 * long as none of them changes.
 */
function useDashboardAnswers() {
  const f = useFormats();
  const { data: funds } = useConsolidated();
  const { data: overview } = useEndpoint('reports.overview', { query: { periodType: 'Monthly' } });
  const dividend = useContractOverview('DIVIDEND');
  const daily = useContractOverview('DAILY_SALARY');
  const hourly = useContractOverview('HOURLY_SALARY');
  const realtime = useContractOverview('REALTIME_SALARY');
  const dividendOn = useModuleEnabled(CONTRACT_KINDS.DIVIDEND.module);
  const dailyOn = useModuleEnabled(CONTRACT_KINDS.DAILY_SALARY.module);
  const hourlyOn = useModuleEnabled(CONTRACT_KINDS.HOURLY_SALARY.module);
  const realtimeOn = useModuleEnabled(CONTRACT_KINDS.REALTIME_SALARY.module);
  return useMemo(() => {
    const kinds: Record<ContractType, TeamContractsValue | undefined> = {
      DIVIDEND: dividend.data,
      DAILY_SALARY: daily.data,
      HOURLY_SALARY: hourly.data,
      REALTIME_SALARY: realtime.data,
    };
    const failed: Record<ContractType, boolean> = {
      DIVIDEND: dividend.error !== undefined,
      DAILY_SALARY: daily.error !== undefined,
      HOURLY_SALARY: hourly.error !== undefined,
      REALTIME_SALARY: realtime.error !== undefined,
    };
    const moduleOn: Record<ContractType, boolean> = {
      DIVIDEND: dividendOn,
      DAILY_SALARY: dailyOn,
      HOURLY_SALARY: hourlyOn,
      REALTIME_SALARY: realtimeOn,
    };
    // Every kind whose module is on, as the server draws them, its amount's line held until its
    // overview answers (so nothing below moves); one whose overview failed is left out.
    const shown = CONTRACT_TYPES.filter(
      (type) => moduleOn[type] && (kinds[type] !== undefined || !failed[type]),
    );
    return { f, funds, overview, kinds, shown };
  }, [
    f,
    funds,
    overview,
    dividend.data,
    dividend.error,
    daily.data,
    daily.error,
    hourly.data,
    hourly.error,
    realtime.data,
    realtime.error,
    dividendOn,
    dailyOn,
    hourlyOn,
    realtimeOn,
  ]);
}

/**
 * The agent centre's landing page (docs/product/agent.md#dashboard): the agent's balance, this
 * month's commission by contract kind, the next settlement, the offers and requests waiting, and
 * the team's new members this month. While the agent's balance loads it shows its blocks with the
 * values' lines held (`DashboardView`, which the site server draws under the centre's frame).
 * An answer's arrival re-renders only the hook holder; the blocks follow in a deferred render
 * that React can interrupt (docs/performance.md).
 */
export default function DashboardPage() {
  return <DashboardBlocks answers={useDeferredValue(useDashboardAnswers())} />;
}

const DashboardBlocks = memo(function DashboardBlocks({
  answers: { f, funds, overview, kinds, shown },
}: {
  answers: ReturnType<typeof useDashboardAnswers>;
}) {
  const { t } = useTranslation();
  const figures = funds && summarize(kinds, monthOf(new Date()));
  const valueOf: Record<string, string> | undefined = funds &&
    figures && {
      'dashboard-balance': f.money(funds.totalBalance),
      'dashboard-commission': f.money(figures.commission),
      'dashboard-next-settlement': f.dateTime(figures.nextSettlementAt),
      'dashboard-new-members': overview ? String(overview.newMembers) : '—',
    };

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
});
