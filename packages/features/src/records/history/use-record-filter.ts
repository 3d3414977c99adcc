import { useState } from 'react';
import { quickRange } from './day-range.js';
import type { RecordFilter } from './RecordFilters.js';

/** Rows a page of a record shows. docs/product/member.md#record-filters */
export const RECORDS_PAGE_SIZE = 10;

/** A record's filter (today, all kinds at first) and page; a new filter goes back to page 1. */
export function useRecordFilter<K extends string>() {
  const [filter, setFilter] = useState<RecordFilter<K>>(() => ({
    range: quickRange('today', new Date()),
    kind: undefined,
  }));
  const [pageNum, setPageNum] = useState(1);
  return {
    filter,
    pageNum,
    setPageNum,
    apply: (next: RecordFilter<K>) => {
      setFilter(next);
      setPageNum(1);
    },
  };
}
