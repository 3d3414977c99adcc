import { formatDateTime, useCurrentLanguage, useMoney } from '@wl/core';
import { useState } from 'react';
import { quickRange } from './day-range.js';
import type { RecordFilter } from './RecordFilters.js';

/** Rows a page of a record shows. docs/product/member.md#record-filters */
export const RECORDS_PAGE_SIZE = 10;

/**
 * A record's filter (today, all kinds at first) and page; a new filter goes back to page 1.
 * `query` is what every record call asks (the days and the page), `kind` the chosen type.
 */
export function useRecordFilter<K extends string>() {
  const [filter, setFilter] = useState<RecordFilter<K>>(() => ({
    range: quickRange('today', new Date()),
    kind: undefined,
  }));
  const [pageNum, setPageNum] = useState(1);
  return {
    kind: filter.kind,
    query: { ...filter.range, pageNum, pageSize: RECORDS_PAGE_SIZE },
    setPageNum,
    apply: (next: RecordFilter<K>) => {
      setFilter(next);
      setPageNum(1);
    },
  };
}

/** How the records write money (signed for a win, loss or movement) and times. */
export function useRecordFormat() {
  const language = useCurrentLanguage();
  const { formatBackend } = useMoney();
  return {
    money: (amount: number, signed = false) => formatBackend(amount, { signed }),
    when: (iso: string) => formatDateTime(iso, language, 'short') ?? iso,
  };
}
