/**
 * Below 640 px a table's rows become cards: the header row is left to screen readers and each
 * cell shows its column's header (`data-label`) before its value, so no column is cut off. The
 * totals card follows the rows: pinned to the screen's bottom it would cover a third of a phone.
 */
export const PHONE_CARDS = {
  table: 'max-sm:block',
  head: 'max-sm:sr-only',
  body: 'max-sm:block',
  foot: 'max-sm:static max-sm:block',
  row: 'max-sm:mb-2 max-sm:block max-sm:rounded-box max-sm:border max-sm:border-base-300',
  cell: 'max-sm:flex max-sm:justify-between max-sm:gap-3 max-sm:text-end max-sm:before:text-start max-sm:before:font-semibold max-sm:before:content-[attr(data-label)]',
} as const;
