import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, useCurrentLanguage, useMoney } from '@wl/core';
import { htmlLangOf } from '@wl/tenant-config';
import { DataTable, type DataColumn } from '@wl/widgets/table';

/** How a column shows its value: `gain` is an amount with + before gains and - before losses. */
type ColumnKind = 'text' | 'amount' | 'gain' | 'count' | 'time';

export interface ReportColumn<Row> {
  key: keyof Row & string;
  labelKey: string;
  kind: ColumnKind;
  /** The text shown for a `text` value (e.g. a translated category); default the value. */
  text?: (row: Row) => string;
}

export interface ReportPage<Row, Totals> {
  pageNum: number;
  totalPages: number;
  totalElements: number;
  content: readonly Row[];
  totals: Totals;
}

interface ReportTableProps<Row, Totals> {
  caption: string;
  columns: readonly ReportColumn<Row>[];
  page: ReportPage<Row, Totals>;
  /** The figures of the totals row, by column key (columns without one stay empty). */
  totals: Partial<Record<keyof Row & string, number>>;
  rowKey: (row: Row, index: number) => string;
  onPage: (pageNum: number) => void;
}

/**
 * Amounts in the tenant's currency (docs/product/money.md#showing-amounts), gains signed, counts
 * as plain numbers.
 */
function useNumberFormat(): (value: number, kind: ColumnKind) => string {
  const lng = useCurrentLanguage();
  const { formatBackend } = useMoney();
  const count = new Intl.NumberFormat(htmlLangOf(lng), { maximumFractionDigits: 0 });
  return (value, kind) =>
    kind === 'count' ? count.format(value) : formatBackend(value, { signed: kind === 'gain' });
}

/**
 * A paged report: its rows, a totals row over every row the filter selects (not only this page),
 * and the pager. Amounts and counts line up at the end; negative amounts read as losses.
 * docs/product/agent.md#team-reports
 */
export function ReportTable<Row, Totals>({
  caption,
  columns,
  page,
  totals,
  rowKey,
  onPage,
}: ReportTableProps<Row, Totals>) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const number = useNumberFormat();

  const cell = (row: Row, column: ReportColumn<Row>): ReactNode => {
    const value = row[column.key];
    if (column.kind === 'time') return formatDateTime(String(value), lng, 'short');
    if (column.kind === 'text') return column.text ? column.text(row) : String(value ?? '');
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
      paging={{ page: page.pageNum, pages: page.totalPages, onPage }}
    />
  );
}
