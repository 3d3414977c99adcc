/**
 * The period a report reads: the current Daily, Weekly, Semimonthly or Monthly period, or a range
 * of days the agent picks (docs/product/agent.md#team-reports).
 */

export const PERIOD_TYPES = ['Daily', 'Weekly', 'Semimonthly', 'Monthly'] as const;
export type PeriodType = (typeof PERIOD_TYPES)[number];

/** What the filter holds: a period type, or `range` with its two days (yyyy-MM-dd). */
export interface ReportPeriod {
  period: PeriodType | 'range';
  startDate: string;
  endDate: string;
}

/** The longest range a report accepts, in days (both ends included). */
export const MAX_RANGE_DAYS = 92;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today as yyyy-MM-dd (UTC, as the reports count days). */
export function today(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Why a picked range cannot be asked for (a translation key), or null when it can. */
export function rangeError(period: ReportPeriod): string | null {
  if (period.period !== 'range') return null;
  if (!period.startDate || !period.endDate) return 'agent.filters.rangeMissing';
  const days = (Date.parse(period.endDate) - Date.parse(period.startDate)) / DAY_MS;
  if (Number.isNaN(days) || days < 0) return 'agent.filters.rangeOrder';
  if (days >= MAX_RANGE_DAYS) return 'agent.filters.rangeTooLong';
  return null;
}

/** The query parameters of a period. */
export function periodQuery(
  period: ReportPeriod,
): { periodType: PeriodType } | { startDate: string; endDate: string } {
  return period.period === 'range'
    ? { startDate: period.startDate, endDate: period.endDate }
    : { periodType: period.period };
}
