import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useConsolidated, useEndpoint, useModuleEnabled, type TeamContractsValue } from '@wl/core';
import { paths } from '@wl/paths';
import { CONTRACT_KINDS, CONTRACT_TYPES, type ContractType } from '../contract/contract-kinds.js';
import { useContractOverview } from '../contract/use-contract-overview.js';
import { useFormats } from '../format.js';
import { monthOf, summarize } from './dashboard-figures.js';
import { DASHBOARD_CLASS as C, DASHBOARD_FIGURES } from './dashboard-look.js';

/** A value's line held while the agent's figures load (the site server draws the same). */
const RESERVED = '\u00a0';

/** One figure of the dashboard: its name above, the value below. */
function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className={C.figure}>
      <div className={C.figureLabel}>{label}</div>
      <div className={C.figureValue} data-testid={testId}>
        {value}
      </div>
    </div>
  );
}

/**
 * The agent centre's landing page (docs/product/agent.md#dashboard): the agent's balance, this
 * month's commission by contract kind, the next settlement, the offers and requests waiting, and
 * the team's new members this month. While the agent's balance loads it shows its blocks with the
 * values' lines held, as the site server draws them under the centre's frame (first-view.ts).
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
    <div className={C.page} data-testid="agent-dashboard" aria-busy={figures ? undefined : true}>
      <div className={C.figures}>
        {DASHBOARD_FIGURES.map(({ labelKey, testId }) => (
          <Figure
            key={testId}
            label={t(labelKey)}
            value={valueOf?.[testId] ?? RESERVED}
            testId={testId}
          />
        ))}
      </div>

      {shown.length > 0 && (
        <section aria-labelledby="dashboard-kinds">
          <h3 id="dashboard-kinds" className={C.heading}>
            {t('contract.dashboard.byKind')}
          </h3>
          <ul className={C.kinds}>
            {shown.map((type) => (
              <li key={type} className={C.kind} data-kind={type}>
                <Link className="link" to={paths.agentHome({ page: CONTRACT_KINDS[type].page })}>
                  {t(CONTRACT_KINDS[type].labelKey)}
                </Link>
                <span className={C.amount}>
                  {figures && kinds[type] ? f.money(figures.byKind[type]) : RESERVED}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="dashboard-waiting">
        <h3 id="dashboard-waiting" className={C.heading}>
          {t('contract.dashboard.waiting')}
        </h3>
        {!figures ? null : figures.waiting.length === 0 ? (
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
        )}
      </section>
    </div>
  );
}
