/**
 * The order a report's rows are paged in (docs/product/agent.md#team-reports): by the column the
 * agent sorts, over every row the filter selects, so paging and export agree; without one, the
 * report's own order. Equal values keep the report's own order.
 */
export interface SortQuery<Key extends string> {
  sortBy?: Key | undefined;
  sortOrder?: 'asc' | 'desc' | undefined;
}

const valueOf = (row: object, key: string): unknown => (row as Record<string, unknown>)[key];

export function sortRows<Row extends object>(
  rows: readonly Row[],
  query: SortQuery<string>,
): Row[] {
  const key = query.sortBy;
  if (key === undefined) return [...rows];
  const sign = query.sortOrder === 'desc' ? -1 : 1;
  const text = (v: unknown): string => (typeof v === 'string' ? v : '');
  const compare = (a: unknown, b: unknown): number =>
    typeof a === 'number' && typeof b === 'number' ? a - b : text(a).localeCompare(text(b));
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => sign * compare(valueOf(a.row, key), valueOf(b.row, key)) || a.index - b.index)
    .map(({ row }) => row);
}
