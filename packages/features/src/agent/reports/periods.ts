/**
 * The periods a report reads (docs/product/agent.md#report-periods): presets counted from today —
 * today, yesterday, this and last week (Monday to Sunday), this and last half-month (the 1st to
 * the 15th, the 16th to the month's end), this and last month — or a range of days the agent
 * picks. A current period runs from its first day to today. Days are UTC, as the reports count them; both ends are included. This module is the one
 * place a period's days and the period before it are worked out.
 */

export const PERIOD_PRESETS = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'thisHalfMonth',
  'lastHalfMonth',
  'thisMonth',
  'lastMonth',
] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** What a report's period filter holds: a preset, or `range` with its two days (yyyy-MM-dd). */
export interface ReportPeriod {
  period: PeriodPreset | 'range';
  startDate: string;
  endDate: string;
}

/** Two days, both included (yyyy-MM-dd). */
export interface DayRange {
  startDate: string;
  endDate: string;
}

/** The longest range a report accepts, in days (both ends included). */
export const MAX_RANGE_DAYS = 92;

const DAY_MS = 24 * 60 * 60 * 1000;

const isoDay = (time: number): string => new Date(time).toISOString().slice(0, 10);
const utcDay = (y: number, m: number, d: number): number => Date.UTC(y, m, d);

/** Today as yyyy-MM-dd (UTC, as the reports count days). */
export function today(now: Date = new Date()): string {
  return isoDay(now.getTime());
}

/** The days of a preset, counted from `now`. */
export function presetRange(preset: PeriodPreset, now: Date = new Date()): DayRange {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const d = now.getUTCDate();
  const day = utcDay(y, m, d);
  const monday = day - ((now.getUTCDay() + 6) % 7) * DAY_MS;
  const firstHalf = d <= 15;
  const range = (start: number, end: number): DayRange => ({
    startDate: isoDay(start),
    endDate: isoDay(end),
  });
  switch (preset) {
    case 'today':
      return range(day, day);
    case 'yesterday':
      return range(day - DAY_MS, day - DAY_MS);
    case 'thisWeek':
      return range(monday, day);
    case 'lastWeek':
      return range(monday - 7 * DAY_MS, monday - DAY_MS);
    case 'thisHalfMonth':
      return range(utcDay(y, m, firstHalf ? 1 : 16), day);
    case 'lastHalfMonth':
      return firstHalf
        ? range(utcDay(y, m - 1, 16), utcDay(y, m, 0))
        : range(utcDay(y, m, 1), utcDay(y, m, 15));
    case 'thisMonth':
      return range(utcDay(y, m, 1), day);
    case 'lastMonth':
      return range(utcDay(y, m - 1, 1), utcDay(y, m, 0));
  }
}

/** The kind of period of a preset, named by its current one. */
const CURRENT: Record<PeriodPreset, PeriodPreset> = {
  today: 'today',
  yesterday: 'today',
  thisWeek: 'thisWeek',
  lastWeek: 'thisWeek',
  thisHalfMonth: 'thisHalfMonth',
  lastHalfMonth: 'thisHalfMonth',
  thisMonth: 'thisMonth',
  lastMonth: 'thisMonth',
};

/** The days of a period: a preset's, counted from `now`, or the picked range. */
export function periodDays(period: ReportPeriod, now: Date = new Date()): DayRange {
  return period.period === 'range'
    ? { startDate: period.startDate, endDate: period.endDate }
    : presetRange(period.period, now);
}

/**
 * The period before: for a preset, the whole period of its kind just before it (this month → last
 * month, last week → the week before); for a range, as many days just before its first day.
 */
export function previousDays(period: ReportPeriod, now: Date = new Date()): DayRange {
  const { startDate, endDate } = periodDays(period, now);
  const start = Date.parse(startDate);
  if (period.period === 'range') {
    const length = Date.parse(endDate) - start;
    return { startDate: isoDay(start - DAY_MS - length), endDate: isoDay(start - DAY_MS) };
  }
  // The day before the period lies in the period before it, which has ended by then.
  return presetRange(CURRENT[period.period], new Date(start - DAY_MS));
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

/** The query parameters of a period: its two days. */
export function periodQuery(period: ReportPeriod, now: Date = new Date()): DayRange {
  return periodDays(period, now);
}
