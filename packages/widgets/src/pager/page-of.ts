/** The items of page `page` (1-based) of a list held whole, and the number of pages (at least 1). */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  size: number,
): { items: T[]; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return { items: items.slice((current - 1) * size, current * size), pages };
}
