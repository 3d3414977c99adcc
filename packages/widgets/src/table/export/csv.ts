import type { ExportCell, ExportTable } from './export-table.js';

/** Makes spreadsheet programs read the file as UTF-8 (Vietnamese and Chinese names). */
const BOM = '\uFEFF';

const pad = (n: number): string => String(n).padStart(2, '0');

/** A time as the device's local `yyyy-MM-dd HH:mm:ss`, which spreadsheet programs read as a date. */
function localDateTime(date: Date): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

/**
 * One field: numbers plain (a dot before decimals, no grouping, so they stay numbers); text quoted
 * when it holds a comma, a quote or a line break (quotes doubled); text that a spreadsheet would
 * run as a formula (=, +, -, @ first) is kept as text by a leading apostrophe.
 */
function field(cell: ExportCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const text = cell instanceof Date ? localDateTime(cell) : cell;
  const safe = cell instanceof Date || !/^[=+\-@\t\r]/.test(text) ? text : `'${text}`;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The report as CSV: UTF-8 with a byte order mark, comma-separated, lines ended by CRLF. */
export function toCsv(table: ExportTable): string {
  const lines = [table.columns.map((c) => field(c.header)), ...table.rows.map((r) => r.map(field))];
  return BOM + lines.map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}
