/** How a column shows its value: `gain` is an amount with + before gains and - before losses. */
export type ColumnKind = 'text' | 'amount' | 'gain' | 'count' | 'time';

export interface ReportColumn<Row> {
  key: keyof Row & string;
  labelKey: string;
  kind: ColumnKind;
  /** The text shown for a `text` value (e.g. a translated category); default the value. */
  text?: (row: Row) => string;
  /** The server cannot sort by this column. */
  sortable?: false;
  /** The downline agent whose team this cell opens (drill-down), if the row's account is one. */
  drill?: (row: Row) => string | undefined;
}

export interface ReportPage<Row, Totals> {
  pageNum: number;
  totalPages: number;
  totalElements: number;
  startDate: string;
  endDate: string;
  content: readonly Row[];
  totals: Totals;
}
