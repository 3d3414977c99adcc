/** Paged lists as the API schema answers them (common.json: pageNum 1-based, totalPages, content). */
export interface Page<T> {
  pageNum: number;
  pageSize: number;
  totalPages: number;
  totalElements: number;
  content: T[];
}

/** Page `pageNum` of `items`, `pageSize` per page (a page past the end is empty). */
export function paginate<T>(items: readonly T[], pageNum = 1, pageSize = 20): Page<T> {
  const start = (pageNum - 1) * pageSize;
  return {
    pageNum,
    pageSize,
    totalPages: Math.ceil(items.length / pageSize),
    totalElements: items.length,
    content: items.slice(start, start + pageSize),
  };
}
