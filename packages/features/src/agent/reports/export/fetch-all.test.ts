import { describe, expect, it, vi } from 'vitest';
import { fetchAllRows, type PageOf } from './fetch-all.js';

/** A server holding `total` rows, answering pages as the report calls do. */
function server(total: number) {
  const rows = Array.from({ length: total }, (_, i) => i + 1);
  return vi.fn((pageNum: number, pageSize: number): Promise<PageOf<number>> =>
    Promise.resolve({
      content: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize),
      totalElements: total,
      totalPages: Math.ceil(total / pageSize),
    }),
  );
}

describe('fetching every row of a report', () => {
  it('asks page after page until it holds the total', async () => {
    const fetchPage = server(250);
    const rows = await fetchAllRows(fetchPage, 100);
    expect(rows).toHaveLength(250);
    expect(rows.at(-1)).toBe(250);
    expect(fetchPage.mock.calls).toEqual([
      [1, 100],
      [2, 100],
      [3, 100],
    ]);
  });

  it('asks once for a report that fits one page, and once for an empty one', async () => {
    const small = server(7);
    expect(await fetchAllRows(small)).toHaveLength(7);
    expect(small).toHaveBeenCalledTimes(1);
    const empty = server(0);
    expect(await fetchAllRows(empty)).toEqual([]);
    expect(empty).toHaveBeenCalledTimes(1);
  });

  it('stops when the server has no more rows than it said', async () => {
    const fetchPage = vi.fn((pageNum: number) =>
      Promise.resolve({
        content: pageNum === 1 ? [1, 2] : [],
        totalElements: 5,
        totalPages: 3,
      }),
    );
    expect(await fetchAllRows(fetchPage, 2)).toEqual([1, 2]);
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });
});
