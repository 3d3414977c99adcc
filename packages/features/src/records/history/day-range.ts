/**
 * Day ranges of the records' filters, as yyyy-MM-dd UTC days (the backend's days).
 * docs/product/member.md#record-filters
 */

/** The widest range the backend answers: days apart from start to end. */
export const MAX_RANGE_DAYS = 31;

export const QUICK_RANGES = ['today', 'yesterday', 'last7', 'last30', 'custom'] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

export interface DayRange {
  startDate: string;
  endDate: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** yyyy-MM-dd of the UTC day `daysAgo` days before `now`. */
export function dayBefore(now: Date, daysAgo: number): string {
  return new Date(now.getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10);
}

/** The range a quick choice stands for; `custom` keeps the range the member typed. */
export function quickRange(choice: Exclude<QuickRange, 'custom'>, now: Date): DayRange {
  const today = dayBefore(now, 0);
  switch (choice) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'yesterday': {
      const yesterday = dayBefore(now, 1);
      return { startDate: yesterday, endDate: yesterday };
    }
    case 'last7':
      return { startDate: dayBefore(now, 6), endDate: today };
    case 'last30':
      return { startDate: dayBefore(now, 29), endDate: today };
  }
}

export type RangeProblem = 'missing' | 'reversed' | 'tooWide';

/** What is wrong with a typed range (null when the backend will take it). */
export function rangeProblem(range: DayRange): RangeProblem | null {
  const start = Date.parse(range.startDate);
  const end = Date.parse(range.endDate);
  if (Number.isNaN(start) || Number.isNaN(end)) return 'missing';
  if (end < start) return 'reversed';
  if ((end - start) / DAY_MS > MAX_RANGE_DAYS) return 'tooWide';
  return null;
}
