import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useConsolidated, useEndpoint, type TeamContractsValue } from '@wl/core';
import { paths } from '@wl/paths';
import { InlineLoader } from '@wl/widgets';
import { CONTRACT_KINDS, CONTRACT_TYPES, type ContractType } from '../contract/contract-kinds.js';
import { useContractOverview } from '../contract/use-contract-overview.js';
import { useFormats } from '../format.js';
import { monthOf, summarize } from './dashboard-figures.js';

/** One figure of the dashboard: its name above, the value below. */
function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="stat rounded-box bg-base-200">
      <div className="stat-title whitespace-normal">{label}</div>
      <div className="stat-value text-2xl" data-testid={testId}>
        {value}
      </div>
    </div>
  );
}

/**
 * The agent centre's landing page (docs/product/agent.md#dashboard): the agent's balance, this
 * month's commission by contract kind, the next settlement, the offers and requests waiting, and
 * the team's new members this month.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const f = useFormats();
  const { data: funds } = useConsolidated();
  const overview = useEndpoint('reports.overview', { query: { periodType: 'Monthly' } });
  const kinds: Record<ContractType, TeamContractsValue | undefined> = {
    DIVIDEND: useContractOverview('DIVIDEND').data,
    DAILY_SALARY: useContractOverview('DAILY_SALARY').data,
    HOURLY_SALARY: useContractOverview('HOURLY_SALARY').data,
    REALTIME_SALARY: useContractOverview('REALTIME_SALARY').data,
  };
  if (!funds) return <InlineLoader />;
  const figures = summarize(kinds, monthOf(new Date()));
  const shown = CONTRACT_TYPES.filter((type) => kinds[type] !== undefined);

  return (
    <div className="flex flex-col gap-6" data-testid="agent-dashboard">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Figure
          label={t('contract.dashboard.balance')}
          value={f.money(funds.totalBalance)}
          testId="dashboard-balance"
        />
        <Figure
          label={t('contract.dashboard.commission')}
          value={f.money(figures.commission)}
          testId="dashboard-commission"
        />
        <Figure
          label={t('contract.dashboard.nextSettlement')}
          value={f.dateTime(figures.nextSettlementAt)}
          testId="dashboard-next-settlement"
        />
        <Figure
          label={t('contract.dashboard.newMembers')}
          value={overview.data ? String(overview.data.newMembers) : '—'}
          testId="dashboard-new-members"
        />
      </div>

      {shown.length > 0 && (
        <section aria-labelledby="dashboard-kinds">
          <h3 id="dashboard-kinds" className="mb-2 font-bold">
            {t('contract.dashboard.byKind')}
          </h3>
          <ul className="grid gap-2 sm:grid-cols-2">
            {shown.map((type) => (
              <li
                key={type}
                className="flex items-center justify-between gap-2 rounded-box bg-base-200 p-3"
                data-kind={type}
              >
                <Link className="link" to={paths.agentHome({ page: CONTRACT_KINDS[type].page })}>
                  {t(CONTRACT_KINDS[type].labelKey)}
                </Link>
                <span className="tabular-nums">{f.money(figures.byKind[type])}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="dashboard-waiting">
        <h3 id="dashboard-waiting" className="mb-2 font-bold">
          {t('contract.dashboard.waiting')}
        </h3>
        {figures.waiting.length === 0 ? (
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
