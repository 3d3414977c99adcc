import { toCsv } from './csv.js';
import type { ExportTable } from './export-table.js';
import { toXlsx } from './xlsx.js';

/** Hands a file to the browser's download. */
function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A file name of the report's title and days, without characters file systems refuse. */
const fileName = (table: ExportTable, extension: string): string =>
  `${table.title.replace(/[\\/:*?"<>|]+/g, ' ').trim()}.${extension}`;

/** Saves the report as CSV or as an .xlsx workbook (loaded only when an agent exports). */
export async function saveReport(
  table: ExportTable,
  format: 'csv' | 'xlsx',
  decimals: number,
): Promise<void> {
  if (format === 'csv') {
    download(new Blob([toCsv(table)], { type: 'text/csv;charset=utf-8' }), fileName(table, 'csv'));
  } else {
    download(await toXlsx(table, decimals), fileName(table, 'xlsx'));
  }
}
