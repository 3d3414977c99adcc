/**
 * The data table of the kit, apart from the main entry so that the first page does not load it
 * (nor TanStack Table): centre pages and other lazily loaded screens import it.
 */
export { DataTable } from './table/DataTable.js';
export type {
  ClientPaging,
  ColumnSort,
  DataColumn,
  ServerPaging,
  ServerSorting,
} from './table/columns.js';
export { ExportActions } from './table/ExportActions.js';
export { PrintSheet } from './table/PrintSheet.js';
export type { ExportCell, ExportColumn, ExportTable } from './table/export/export-table.js';
