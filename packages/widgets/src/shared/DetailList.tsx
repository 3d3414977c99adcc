import type { ReactNode } from 'react';

/** One named value of a detail list. */
export interface Detail {
  label: string;
  value: ReactNode;
}

interface DetailListProps {
  items: readonly Detail[];
  /** Rows after the items that need their own markup (a `<dt>` and a `<dd>` each). */
  children?: ReactNode;
}

/** Named values (a profile, a record's detail) as a description list of two columns. */
export function DetailList({ items, children }: DetailListProps) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
      {items.map((item) => (
        <div key={item.label} className="contents">
          <dt className="opacity-80">{item.label}</dt>
          <dd className="break-all">{item.value}</dd>
        </div>
      ))}
      {children}
    </dl>
  );
}
