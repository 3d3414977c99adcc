import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, useCurrentLanguage, useEndpoint, useMoney } from '@wl/core';
import { htmlLangOf } from '@wl/tenant-config';
import { InlineLoader } from '@wl/widgets';
import { PrintStatement } from '../reports/PrintStatement.js';
import { ExportActions } from '@wl/widgets/table';
import type { ReportColumn } from '../reports/report-columns.js';
import { ReportFilters, type ReportFilter } from '../reports/ReportFilters.js';
import { periodQuery, previousDays } from '../reports/periods.js';
import { useExportTable } from '../reports/use-export-table.js';

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
 * its days, and its days as a file or a printed statement. docs/product/agent.md#team-reports
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
  const { data, error } = useEndpoint('reports.overview', { query: periodQuery(filter) });
  const previous = useEndpoint('reports.overview', { query: previousDays(filter) }).data;
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
  const title = data
    ? `${t('agent.pages.teamOverview')} ${data.startDate} ${data.endDate}`
    : t('agent.pages.teamOverview');

  return (
    <div>
      <ReportFilters value={filter} onApply={setFilter} />
      <ExportActions
        disabled={data === undefined}
        loadTable={() => Promise.resolve(exportTable(title, data?.days ?? []))}
        onPrint={() => setPrinting(true)}
      />
      {error !== undefined ? (
        <p role="alert" className="text-error">
          {errorMessage(error, t)}
        </p>
      ) : data === undefined ? (
        <InlineLoader />
      ) : (
        <>
          <p className="mb-3 text-sm opacity-80">
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
          {data.days.length > 0 && (
            <Suspense fallback={<InlineLoader />}>
              <TeamChart days={days} formatAmount={chartAmount} decimals={minorUnits} />
            </Suspense>
          )}
          {printing && (
            <PrintStatement
              title={title}
              team={undefined}
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
    </div>
  );
}
