/**
 * The day range of an agent report (docs/product/agent.md#team-reports): explicit start and end
 * days, or the current period of a period type, or today. UTC days, inclusive, at most 92 days.
 */
import type { PeriodType } from '@wl/api';
import { requestParamError } from '../backend-error.js';
import { isoDay } from './ledger.js';

export interface DayRange {
  startDate: string;
  endDate: string;
}

export interface RangeQuery {
  periodType?: PeriodType | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const MAX_REPORT_DAYS = 92;

/** First day of the period of `type` that contains `now`: weeks start on Monday, half months on the 1st and 16th. */
function periodStart(type: PeriodType, now: Date): string {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const d = now.getUTCDate();
  switch (type) {
    case 'Daily':
      return isoDay(now);
    case 'Weekly': {
      const sinceMonday = (now.getUTCDay() + 6) % 7;
      return isoDay(new Date(now.getTime() - sinceMonday * DAY_MS));
    }
    case 'Semimonthly':
      return isoDay(new Date(Date.UTC(y, m, d >= 16 ? 16 : 1)));
    case 'Monthly':
      return isoDay(new Date(Date.UTC(y, m, 1)));
  }
}

export function reportRange(query: RangeQuery, now: Date): DayRange {
  if (query.startDate !== undefined || query.endDate !== undefined) {
    const startDate = query.startDate ?? query.endDate ?? isoDay(now);
    const endDate = query.endDate ?? query.startDate ?? isoDay(now);
    const days = (Date.parse(endDate) - Date.parse(startDate)) / DAY_MS;
    if (!(days >= 0 && days < MAX_REPORT_DAYS)) throw requestParamError();
    return { startDate, endDate };
  }
  return { startDate: periodStart(query.periodType ?? 'Daily', now), endDate: isoDay(now) };
}

/** Every day of the range, in order. */
export function daysOf(range: DayRange): string[] {
  const out: string[] = [];
  for (let t = Date.parse(range.startDate); t <= Date.parse(range.endDate); t += DAY_MS) {
    out.push(isoDay(new Date(t)));
  }
  return out;
}

export const inRange = (range: DayRange, time: string): boolean => {
  const day = time.slice(0, 10);
  return day >= range.startDate && day <= range.endDate;
};
