import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, useCurrentLanguage, useEndpoint, useMoney } from '@wl/core';
import { htmlLangOf } from '@wl/tenant-config';
import { InlineLoader } from '@wl/widgets';
import { ReportFilters, type ReportFilter } from '../reports/ReportFilters.js';
import { periodQuery } from '../reports/report-range.js';

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

/**
 * Team overview: the team's figures for the chosen period and a chart of its days.
 * docs/product/agent.md#team-reports
 */
export default function TeamOverviewPage() {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const [filter, setFilter] = useState<ReportFilter>({
    period: 'Monthly',
    startDate: '',
    endDate: '',
    username: '',
    category: '',
  });
  const { data, error } = useEndpoint('reports.overview', { query: periodQuery(filter) });
  const count = new Intl.NumberFormat(htmlLangOf(lng), { maximumFractionDigits: 0 });
  const { format, formatBackend, fromBackend, minorUnits } = useMoney();
  const chartAmount = useCallback((amount: number) => format(amount), [format]);
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

  return (
    <div>
      <ReportFilters value={filter} onApply={setFilter} />
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
          </p>
          <dl className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
            {FIGURES.map(([key, kind]) => (
              <div key={key} className="rounded-box bg-base-200 min-w-0 p-3">
                <dt className="text-xs opacity-80">{t(`agent.overview.${key}`)}</dt>
                <dd
                  className={`text-lg font-semibold break-words tabular-nums ${data[key] < 0 ? 'text-error' : ''}`}
                  data-figure={key}
                >
                  {kind === 'count'
                    ? count.format(data[key])
                    : formatBackend(data[key], { signed: kind === 'gain' })}
                </dd>
              </div>
            ))}
          </dl>
          {data.days.length > 0 && (
            <Suspense fallback={<InlineLoader />}>
              <TeamChart days={days} formatAmount={chartAmount} decimals={minorUnits} />
            </Suspense>
          )}
        </>
      )}
    </div>
  );
}
