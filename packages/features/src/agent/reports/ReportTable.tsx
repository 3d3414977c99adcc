import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, useCurrentLanguage } from '@wl/core';
import { DataTable, type DataColumn, type ServerSorting } from '@wl/widgets/table';
import { REPORT_PAGE_SIZES } from './report-request.js';
import type { ReportColumn, ReportPage } from './report-columns.js';
import { useNumberFormat } from './use-number-format.js';

interface ReportTableProps<Row, Totals> {
  caption: string;
  columns: readonly ReportColumn<Row>[];
  page: ReportPage<Row, Totals>;
  pageSize: number;
  /** The figures of the totals row, by column key (columns without one stay empty). */
  totals: Partial<Record<keyof Row & string, number>>;
  rowKey: (row: Row, index: number) => string;
  onPage: (pageNum: number) => void;
  onPageSize: (pageSize: number) => void;
  sorting: ServerSorting;
  /** Opens the report for a downline agent's subtree (its name is a button where it may). */
  onDrill?: ((username: string) => void) | undefined;
}

/**
 * A paged report: its rows in the order the server sorted every row by, a totals row over every
 * row the filter selects (not only this page), the page size and the pager. Amounts and counts line
 * up at the end; negative amounts read as losses. A downline agent's name opens its own team's
 * report. docs/product/agent.md#team-reports
 */
export function ReportTable<Row, Totals>({
  caption,
  columns,
  page,
  pageSize,
  totals,
  rowKey,
  onPage,
  onPageSize,
  sorting,
  onDrill,
}: ReportTableProps<Row, Totals>) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const number = useNumberFormat();

  const cell = (row: Row, column: ReportColumn<Row>): ReactNode => {
    const value = row[column.key];
    if (column.kind === 'time') return formatDateTime(String(value), lng, 'short');
    if (column.kind === 'text') {
      const text = column.text ? column.text(row) : String(value ?? '');
      const drill = onDrill && column.drill?.(row);
      if (!drill) return text;
      return (
        <button
          type="button"
          className="link link-primary"
          onClick={() => onDrill(drill)}
          aria-label={t('agent.drill.open', { name: drill })}
        >
          {text}
        </button>
      );
    }
    const n = Number(value);
    return <span className={n < 0 ? 'text-error' : undefined}>{number(n, column.kind)}</span>;
  };

  if (page.totalElements === 0) {
    return <p role="status">{t('agent.reports.empty')}</p>;
  }
  const tableColumns = columns.map((column, index): DataColumn<Row> => {
    const total = totals[column.key];
    return {
      id: column.key,
      header: t(column.labelKey),
      cell: (row) => cell(row, column),
      serverSortable: column.sortable !== false,
      align:
        column.kind === 'amount' || column.kind === 'gain' || column.kind === 'count'
          ? 'end'
          : 'start',
      total:
        index === 0
          ? t('agent.reports.total')
          : total === undefined
            ? undefined
            : number(total, column.kind),
    };
  });
  return (
    <DataTable
      label={caption}
      columns={tableColumns}
      rows={page.content}
      rowKey={rowKey}
      sorting={sorting}
      paging={{
        page: page.pageNum,
        pages: page.totalPages,
        onPage,
        pageSize,
        pageSizes: REPORT_PAGE_SIZES,
        onPageSize,
      }}
    />
  );
}
