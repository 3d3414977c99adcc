import type { ReactNode } from 'react';

/** One named value of a detail list. */
export interface Detail {
  label: string;
  value: ReactNode;
  /** Names the value for browser tests (`data-testid`). */
  testId?: string;
}

interface DetailListProps {
  items: readonly Detail[];
  /** `stats`: figures side by side, large (totals); default: two columns of name and value. */
  look?: 'pairs' | 'stats';
  /** Rows after the items that need their own markup (a `<dt>` and a `<dd>` each). */
  children?: ReactNode;
}

const LOOKS = {
  pairs: {
    list: 'grid grid-cols-[auto_1fr] gap-x-4 gap-y-2',
    item: 'contents',
    label: 'opacity-80',
    value: 'break-all',
  },
  stats: {
    list: 'stats stats-vertical bg-base-200 w-full sm:stats-horizontal',
    item: 'stat py-3',
    label: 'stat-title',
    value: 'stat-value text-lg',
  },
} as const;

/** Named values (a profile, a record's detail, totals) as a description list. */
export function DetailList({ items, look = 'pairs', children }: DetailListProps) {
  const css = LOOKS[look];
  return (
    <dl className={css.list}>
      {items.map((item) => (
        <div key={item.label} className={css.item}>
          <dt className={css.label}>{item.label}</dt>
          <dd className={css.value} data-testid={item.testId}>
            {item.value}
          </dd>
        </div>
      ))}
      {children}
    </dl>
  );
}
