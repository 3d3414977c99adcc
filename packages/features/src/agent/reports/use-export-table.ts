import { useTranslation } from 'react-i18next';
import { useMoney } from '@wl/core';
import type { ExportCell, ExportTable } from '@wl/widgets/table';
import type { ReportColumn } from './report-columns.js';

/**
 * Turns a report's rows into a file's table: amounts as numbers in the currency's unit (a backend
 * counting in thousands is undone), counts as numbers, times as dates, text as the page shows it.
 */
export function useExportTable<Row>(
  columns: readonly ReportColumn<Row>[],
): (title: string, rows: readonly Row[]) => ExportTable {
  const { t } = useTranslation();
  const { fromBackend, minorUnits } = useMoney();
  const value = (row: Row, column: ReportColumn<Row>): ExportCell => {
    const raw = row[column.key];
    switch (column.kind) {
      case 'text':
        return column.text ? column.text(row) : String(raw ?? '');
      case 'time':
        return raw ? new Date(String(raw)) : null;
      case 'count':
        return Number(raw);
      case 'amount':
      case 'gain':
        return Number(fromBackend(Number(raw)).toFixed(minorUnits));
    }
  };
  return (title, rows) => ({
    title,
    columns: columns.map((c) => ({
      header: t(c.labelKey),
      type:
        c.kind === 'text'
          ? 'text'
          : c.kind === 'time'
            ? 'date'
            : c.kind === 'count'
              ? 'number'
              : 'amount',
    })),
    rows: rows.map((row) => columns.map((column) => value(row, column))),
  });
}
