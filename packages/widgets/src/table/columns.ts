import type { ReactNode } from 'react';

/** One column of a DataTable. */
export interface DataColumn<Row> {
  /** Stable id of the column (sorting state, React keys). */
  id: string;
  /** The header text, translated; also the label of the value on a phone card. */
  header: string;
  /** Shows the header to screen readers only (e.g. a column of row buttons). */
  headerHidden?: boolean;
  /** What a cell shows. */
  cell: (row: Row) => ReactNode;
  /** The value the column sorts by; a column without one does not sort (unless the server sorts). */
  sortValue?: (row: Row) => string | number;
  /** With server sorting: the column offers sorting, which the server does over every row. */
  serverSortable?: boolean;
  /** Numbers line up at the end; text reads from the start. */
  align?: 'start' | 'end';
  /** The column's cell of the totals row; the table has a totals row when a column has one. */
  total?: ReactNode;
}

/** Pages held whole by the page: the table pages them itself. */
export interface ClientPaging {
  pageSize: number;
  /** Sizes offered by the page-size control; no control without them. */
  pageSizes?: readonly number[];
}

/** Pages asked one by one from the server: the page says which page is shown. */
export interface ServerPaging {
  /** The page shown, from 1. */
  page: number;
  pages: number;
  onPage: (page: number) => void;
  pageSize?: number;
  pageSizes?: readonly number[];
  onPageSize?: (pageSize: number) => void;
}

export const isServerPaging = (paging: ClientPaging | ServerPaging): paging is ServerPaging =>
  'onPage' in paging;

/** The column the server orders every row by (not only the page shown). */
export interface ColumnSort {
  id: string;
  desc: boolean;
}

/** Sorting done by the server: the table shows the order and asks for another. */
export interface ServerSorting {
  sort: ColumnSort | null;
  onSort: (sort: ColumnSort | null) => void;
}
