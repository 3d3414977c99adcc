/**
 * A report as a file holds it (docs/product/agent.md#exports): one header row and one row per
 * report row. Amounts and counts are numbers (amounts in the currency's unit), times are dates,
 * the rest is text as the page shows it.
 */
export type ExportCell = string | number | Date | null;

export interface ExportColumn {
  header: string;
  type: 'text' | 'number' | 'amount' | 'date';
}

export interface ExportTable {
  /** Names the file (without its extension) and the sheet. */
  title: string;
  columns: readonly ExportColumn[];
  rows: readonly (readonly ExportCell[])[];
}
