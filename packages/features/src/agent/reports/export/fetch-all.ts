/** One page of a report as the server answers it. */
export interface PageOf<Row> {
  content: readonly Row[];
  totalElements: number;
  totalPages: number;
}

/** The largest page the report calls give (common.json pageQuery). */
export const EXPORT_PAGE_SIZE = 100;

/**
 * Every row of a report's filtered range, not only the page shown: asks page after page until
 * it holds as many rows as the report's total (or the server has no more pages).
 */
export async function fetchAllRows<Row>(
  fetchPage: (pageNum: number, pageSize: number) => Promise<PageOf<Row>>,
  pageSize: number = EXPORT_PAGE_SIZE,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let pageNum = 1; ; pageNum += 1) {
    const page = await fetchPage(pageNum, pageSize);
    rows.push(...page.content);
    if (
      rows.length >= page.totalElements ||
      pageNum >= page.totalPages ||
      page.content.length === 0
    )
      return rows;
  }
}
