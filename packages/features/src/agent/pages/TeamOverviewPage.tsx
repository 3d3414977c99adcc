import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentLanguage, useEndpoint, useMoney } from '@wl/core';
import { htmlLangOf } from '@wl/tenant-config';
import { InlineLoader, Loaded } from '@wl/widgets';
import { DrillTrail } from '../reports/DrillTrail.js';
import { PrintStatement } from '../reports/PrintStatement.js';
import { ExportActions } from '@wl/widgets/table';
import type { ReportColumn } from '../reports/report-columns.js';
import { ReportFilters, type ReportFilter } from '../reports/ReportFilters.js';
import { periodQuery, previousDays } from '../reports/periods.js';
import { useExportTable } from '../reports/use-export-table.js';
import { OverviewDownlines } from './OverviewDownlines.js';

const TeamChart = lazy(() => import('./TeamChart.js'));

/** The overview's figures; counts of accounts are plain numbers, the rest amounts (a gain signed). */
const FIGURES = [
  ['teamSize', 'count'],
  ['newMembers', 'count'],
  ['activeMembers', 'count'],
  ['deposits', 'amount'],
  ['withdrawals', 'amount'],
  ['validBets', 'amount'],
  ['profitLoss', 'gain'],
] as const;

type Overview = NonNullable<ReturnType<typeof useEndpoint<'reports.overview'>>['data']>;
type Day = Overview['days'][number];

/** The overview's days as a file's or a statement's rows. */
const DAY_COLUMNS: ReportColumn<Day>[] = [
  { key: 'date', labelKey: 'agent.columns.date', kind: 'text' },
  { key: 'activeMembers', labelKey: 'agent.overview.activeMembers', kind: 'count' },
  { key: 'deposits', labelKey: 'agent.overview.deposits', kind: 'amount' },
  { key: 'withdrawals', labelKey: 'agent.overview.withdrawals', kind: 'amount' },
  { key: 'validBets', labelKey: 'agent.overview.validBets', kind: 'amount' },
  { key: 'profitLoss', labelKey: 'agent.overview.profitLoss', kind: 'gain' },
];

/**
 * Team overview: the team's figures for the chosen period beside the period before it, a chart of
 * its days, and its days as a file or a printed statement; its downline agents open the same
 * overview for their subtree, with a breadcrumb back. docs/product/agent.md#team-reports
 */
export default function TeamOverviewPage() {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const [filter, setFilter] = useState<ReportFilter>({
    period: 'thisMonth',
    startDate: '',
    endDate: '',
    username: '',
    category: '',
  });
  const [printing, setPrinting] = useState(false);
  /** The downline agents drilled into, outermost first (docs/product/agent.md#drill-down). */
  const [trail, setTrail] = useState<string[]>([]);
  const team = trail.at(-1);
  const inTeam = team ? { team } : {};
  const { data, error } = useEndpoint('reports.overview', {
    query: { ...periodQuery(filter), ...inTeam },
  });
  const previous = useEndpoint('reports.overview', {
    query: { ...previousDays(filter), ...inTeam },
  }).data;
  const count = new Intl.NumberFormat(htmlLangOf(lng), { maximumFractionDigits: 0 });
  const { format, formatBackend, fromBackend, minorUnits } = useMoney();
  const exportTable = useExportTable(DAY_COLUMNS);
  const chartAmount = useCallback((amount: number) => format(amount), [format]);
  const donePrinting = useCallback(() => setPrinting(false), []);
  const days = useMemo(
    () =>
      (data?.days ?? []).map((day) => ({
        ...day,
        deposits: fromBackend(day.deposits),
        withdrawals: fromBackend(day.withdrawals),
        validBets: fromBackend(day.validBets),
        profitLoss: fromBackend(day.profitLoss),
      })),
    [data, fromBackend],
  );
  const figure = (value: number, kind: 'count' | 'amount' | 'gain'): string =>
    kind === 'count' ? count.format(value) : formatBackend(value, { signed: kind === 'gain' });
  const name = team
    ? t('agent.drill.caption', { report: t('agent.pages.teamOverview'), name: team })
    : t('agent.pages.teamOverview');
  const title = data ? `${name} ${data.startDate} ${data.endDate}` : name;

  return (
    <div>
      <ReportFilters value={filter} onApply={setFilter} />
      <DrillTrail trail={trail} onBack={(depth) => setTrail(trail.slice(0, depth))} />
      <ExportActions
        disabled={data === undefined}
        loadTable={() => Promise.resolve(exportTable(title, data?.days ?? []))}
        onPrint={() => setPrinting(true)}
      />
      <Loaded data={data} error={error}>
        {(data) => (
          <>
            <p className="mb-3 text-sm opacity-80">
              {team && `${t('agent.print.team', { name: team })} · `}
              {t('agent.overview.range', { start: data.startDate, end: data.endDate })}
              {previous &&
                ` · ${t('agent.overview.previousRange', { start: previous.startDate, end: previous.endDate })}`}
            </p>
            <dl className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
              {FIGURES.map(([key, kind]) => (
                <div key={key} className="rounded-box bg-base-200 min-w-0 p-3">
                  <dt className="text-xs opacity-80">{t(`agent.overview.${key}`)}</dt>
                  <dd
                    className={`text-lg font-semibold break-words tabular-nums ${data[key] < 0 ? 'text-error' : ''}`}
                    data-figure={key}
                  >
                    {figure(data[key], kind)}
                  </dd>
                  {previous && (
                    <dd className="text-xs opacity-80 tabular-nums" data-previous={key}>
                      {t('agent.overview.previous', { value: figure(previous[key], kind) })}
                    </dd>
                  )}
                </div>
              ))}
            </dl>
            <OverviewDownlines team={team} onOpen={(next) => setTrail([...trail, next])} />
            {data.days.length > 0 && (
              <Suspense fallback={<InlineLoader />}>
                <TeamChart days={days} formatAmount={chartAmount} decimals={minorUnits} />
              </Suspense>
            )}
            {printing && (
              <PrintStatement
                title={title}
                team={team}
                columns={DAY_COLUMNS}
                page={{
                  ...data,
                  pageNum: 1,
                  totalPages: 1,
                  totalElements: data.days.length,
                  content: data.days,
                  totals: data,
                }}
                totals={{
                  activeMembers: data.activeMembers,
                  deposits: data.deposits,
                  withdrawals: data.withdrawals,
                  validBets: data.validBets,
                  profitLoss: data.profitLoss,
                }}
                onDone={donePrinting}
              />
            )}
          </>
        )}
      </Loaded>
    </div>
  );
}
