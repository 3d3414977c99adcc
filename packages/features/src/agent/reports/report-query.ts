import type { CallParams } from '@wl/core';
import type { ReportFilter } from './ReportFilters.js';
import { periodQuery } from './report-range.js';

/** The page size of every agent report. */
const REPORT_PAGE_SIZE = 10;

type ReportId =
  'reports.betting' | 'reports.userLoss' | 'reports.myIncome' | 'reports.accountDetails';

/** The query a report call takes. */
export type ReportQuery<Id extends ReportId> = NonNullable<CallParams<Id>['query']>;

/** The query of a report call for a filter and page; an empty member is left out. */
export function reportQuery(filter: ReportFilter, pageNum: number) {
  return {
    ...periodQuery(filter),
    ...(filter.username ? { username: filter.username } : {}),
    pageNum,
    pageSize: REPORT_PAGE_SIZE,
  };
}
