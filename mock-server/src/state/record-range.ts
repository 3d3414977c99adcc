import { requestParamError } from '../backend-error.js';
import { isoDay } from './ledger.js';

/** A records call's day range may span at most this many days apart. docs/product/member.md#records */
export const MAX_RECORD_RANGE_DAYS = 31;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The inclusive day range a records call asks for: today (UTC) when no day is given, from the one
 * day given up to today otherwise; a reversed range or one wider than MAX_RECORD_RANGE_DAYS is
 * refused (request_param_err).
 */
export function recordRange(
  query: { startDate?: string | undefined; endDate?: string | undefined },
  now: Date,
): { startDate: string; endDate: string } {
  const today = isoDay(now);
  const startDate = query.startDate ?? query.endDate ?? today;
  const endDate = query.endDate ?? (query.startDate ? today : startDate);
  const span = (Date.parse(endDate) - Date.parse(startDate)) / DAY_MS;
  if (span < 0 || span > MAX_RECORD_RANGE_DAYS) throw requestParamError();
  return { startDate, endDate };
}
