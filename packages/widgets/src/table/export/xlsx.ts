import type { Cell, Row } from 'write-excel-file/browser';
import type { ExportCell, ExportColumn, ExportTable } from './export-table.js';

/** Excel counts dates in the sheet's own clock: the device's local time is written as it reads. */
const asLocal = (date: Date): Date => new Date(date.getTime() - date.getTimezoneOffset() * 60_000);

function cell(value: ExportCell, column: ExportColumn, decimals: number): Cell {
  if (value === null) return null;
  if (value instanceof Date)
    return { value: asLocal(value), type: Date, format: 'yyyy-mm-dd hh:mm:ss' };
  if (typeof value === 'number') {
    if (column.type !== 'amount') return { value, type: Number };
    const format = decimals > 0 ? `#,##0.${'0'.repeat(decimals)}` : '#,##0';
    return { value, type: Number, format };
  }
  return { value, type: String };
}

/**
 * The report as an .xlsx workbook (write-excel-file): a bold header row, amounts and counts as
 * numbers (amounts with the currency's decimals), times as dates. The library loads only here.
 */
export async function toXlsx(table: ExportTable, decimals: number): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const header: Row = table.columns.map((c) => ({
    value: c.header,
    type: String,
    fontWeight: 'bold',
  }));
  const rows: Row[] = table.rows.map((row) =>
    row.map((v, i) => cell(v, table.columns[i]!, decimals)),
  );
  return writeXlsxFile([header, ...rows], {
    sheet: table.title.slice(0, 31),
    columns: table.columns.map((c) => ({ width: c.type === 'text' ? 20 : 16 })),
    stickyRowsCount: 1,
  }).toBlob();
}
