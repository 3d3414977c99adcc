import {
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type PaginationState,
  type SortingState,
} from '@tanstack/react-table';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../pager/Pager.js';
import {
  isServerPaging,
  type ClientPaging,
  type DataColumn,
  type ServerPaging,
  type ServerSorting,
} from './columns.js';
import { PHONE_CARDS } from './phone-cards.js';
import { SortHeader } from './SortHeader.js';

interface DataTableProps<Row> {
  /** Names the table (its caption) and the scrolling region around it. */
  label: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  /** Data attributes of a body row (e.g. a test id). */
  rowAttributes?: (row: Row) => Record<`data-${string}`, string>;
  /** Without it every row shows on one page. */
  paging?: ClientPaging | ServerPaging;
  /** The server orders the rows (every row, across pages): columns marked `serverSortable` sort. */
  sorting?: ServerSorting;
  /** On the `<table>` element, for tests that find one table among several. */
  testId?: string;
}

const alignClass = (column: { align?: 'start' | 'end' }): string =>
  column.align === 'end' ? 'text-end tabular-nums' : '';

const cellClass = (column: { align?: 'start' | 'end' }): string =>
  `${alignClass(column)} ${PHONE_CARDS.cell}`;

/**
 * The one table of the kit (TanStack Table): a caption, header cells that sort when the column
 * says how, a totals row, a sticky header, paging in the page or on the server with a page-size
 * control, and on phones (< 640 px) each row as a card of label: value pairs so no column is cut
 * off. docs/architecture.md#kit
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  rowAttributes,
  paging,
  sorting: serverSorting,
  testId,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const sizeId = useId();
  const server = paging && isServerPaging(paging) ? paging : undefined;
  /** The table cuts the rows it holds into pages (not the server, nor one page of all). */
  const pagesHere = paging !== undefined && server === undefined;
  const [sorting, setSorting] = useState<SortingState>([]);
  const [pagination, setPagination] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: paging?.pageSize ?? 10,
  });
  // Fewer rows than before (a refresh) never leave the table past its last page.
  const lastIndex = Math.max(0, Math.ceil(rows.length / pagination.pageSize) - 1);
  const shownPage = { ...pagination, pageIndex: Math.min(pagination.pageIndex, lastIndex) };
  const defs = useMemo<ColumnDef<Row>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        accessorFn: column.sortValue ?? (() => 0),
        enableSorting: serverSorting
          ? column.serverSortable === true
          : column.sortValue !== undefined,
        sortDescFirst: false,
      })),
    [columns, serverSorting],
  );
  const sortingState: SortingState = serverSorting
    ? serverSorting.sort
      ? [serverSorting.sort]
      : []
    : sorting;
  const changeSorting = (update: SortingState | ((old: SortingState) => SortingState)): void => {
    if (!serverSorting) return setSorting(update);
    const next = typeof update === 'function' ? update(sortingState) : update;
    serverSorting.onSort(next[0] ?? null);
  };
  // TanStack Table hands back functions React Compiler cannot memoize; it skips this component.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<Row>({
    data: rows as Row[],
    columns: defs,
    state: pagesHere ? { sorting: sortingState, pagination: shownPage } : { sorting: sortingState },
    onSortingChange: changeSorting,
    manualSorting: serverSorting !== undefined,
    onPaginationChange: setPagination,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    ...(pagesHere
      ? { getPaginationRowModel: getPaginationRowModel() }
      : { manualPagination: true }),
    autoResetPageIndex: false,
  });
  const byId = new Map(columns.map((column) => [column.id, column]));
  const hasTotals = columns.some((column) => column.total !== undefined);
  const page = server ? server.page : shownPage.pageIndex + 1;
  const pages = server ? server.pages : table.getPageCount();
  const pageSize = server ? server.pageSize : pagination.pageSize;
  const pageSizes = paging?.pageSizes;

  const changePageSize = (size: number): void => {
    if (server) server.onPageSize?.(size);
    else setPagination({ pageIndex: 0, pageSize: size });
  };

  return (
    <div className="flex flex-col gap-2">
      <div
        className="max-h-[70vh] overflow-auto max-sm:max-h-none max-sm:overflow-visible"
        tabIndex={0}
        role="region"
        aria-label={label}
      >
        <table
          className={`table table-zebra table-sm table-pin-rows ${PHONE_CARDS.table}`}
          data-testid={testId}
        >
          <caption className="sr-only">{label}</caption>
          <thead className={PHONE_CARDS.head}>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const column = byId.get(header.column.id)!;
                  return (
                    <SortHeader
                      key={header.id}
                      text={column.header}
                      hidden={column.headerHidden}
                      className={alignClass(column)}
                      sortable={header.column.getCanSort()}
                      sorted={header.column.getIsSorted()}
                      onSort={header.column.getToggleSortingHandler()}
                    />
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className={PHONE_CARDS.body}>
            {table.getRowModel().rows.map((row) => (
              <tr
                key={rowKey(row.original, row.index)}
                className={PHONE_CARDS.row}
                {...rowAttributes?.(row.original)}
              >
                {row.getAllCells().map((cell) => {
                  const column = byId.get(cell.column.id)!;
                  return (
                    <td
                      key={cell.id}
                      data-label={column.headerHidden ? undefined : column.header}
                      className={cellClass(column)}
                    >
                      {column.cell(row.original)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
          {hasTotals && (
            <tfoot className={PHONE_CARDS.foot}>
              <tr data-testid="table-totals" className={PHONE_CARDS.row}>
                {columns.map((column, index) =>
                  index === 0 ? (
                    <th key={column.id} scope="row" className={cellClass(column)}>
                      {column.total}
                    </th>
                  ) : (
                    <td
                      key={column.id}
                      data-label={column.total === undefined ? undefined : column.header}
                      className={`font-bold ${cellClass(column)}`}
                    >
                      {column.total}
                    </td>
                  ),
                )}
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      {paging && (
        <div className="flex flex-wrap items-center justify-end gap-3">
          {pageSizes && pageSizes.length > 1 && pageSize !== undefined && (
            <div className="flex items-center gap-2 text-sm">
              <label htmlFor={sizeId}>{t('table.pageSize')}</label>
              <select
                id={sizeId}
                className="select select-sm w-auto"
                value={pageSize}
                onChange={(event) => changePageSize(Number(event.target.value))}
              >
                {pageSizes.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </select>
            </div>
          )}
          <Pager
            page={page}
            pages={pages}
            onPage={(next) =>
              server ? server.onPage(next) : setPagination((p) => ({ ...p, pageIndex: next - 1 }))
            }
          />
        </div>
      )}
    </div>
  );
}
