import type { CallParams } from '@wl/core';
import type { ColumnSort } from '@wl/widgets/table';
import type { ReportFilter } from './ReportFilters.js';
import { periodQuery } from './periods.js';

/** The page sizes an agent may choose; the first is the reports' own. */
export const REPORT_PAGE_SIZES = [10, 20, 50, 100] as const;

/** What a report asks for: its filter, a page, an order, and a downline's subtree (drill-down). */
export interface ReportRequest {
  filter: ReportFilter;
  pageNum: number;
  pageSize: number;
  sort: ColumnSort | null;
  /** A downline whose subtree the report reads; none: the agent's whole team. */
  team?: string | undefined;
}

type ReportId =
  'reports.betting' | 'reports.userLoss' | 'reports.myIncome' | 'reports.accountDetails';

/** The query a report call takes. */
export type ReportQuery<Id extends ReportId> = NonNullable<CallParams<Id>['query']>;

/**
 * The query of a report call: the period's days, the member, page and order; an empty member or
 * no order is left out.
 */
export function reportQuery<SortKey extends string>(request: ReportRequest) {
  const { filter, sort } = request;
  const order = sort
    ? { sortBy: sort.id as SortKey, sortOrder: sort.desc ? ('desc' as const) : ('asc' as const) }
    : {};
  return {
    ...periodQuery(filter),
    ...(filter.username ? { username: filter.username } : {}),
    ...order,
    pageNum: request.pageNum,
    pageSize: request.pageSize,
  };
}

/**
 * The column keys a report call sorts by. The columns a page offers for sorting are its own
 * keys that the call names; the server checks them against the API schema.
 */
export type SortKeyOf<Id extends ReportId> = NonNullable<ReportQuery<Id>['sortBy']>;

/** The query with the subtree a drill-down reads. */
export function teamReportQuery<SortKey extends string>(request: ReportRequest) {
  return { ...reportQuery<SortKey>(request), ...(request.team ? { team: request.team } : {}) };
}
