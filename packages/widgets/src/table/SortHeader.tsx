import type { SortDirection } from '@tanstack/react-table';

interface SortHeaderProps {
  text: string;
  hidden: boolean | undefined;
  className: string;
  sortable: boolean;
  sorted: false | SortDirection;
  onSort: ((event: unknown) => void) | undefined;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** A column header: plain text, or a button that sorts by the column, its order in `aria-sort`. */
export function SortHeader({ text, hidden, className, sortable, sorted, onSort }: SortHeaderProps) {
  if (!sortable) {
    return (
      <th scope="col" className={className}>
        {hidden ? <span className="sr-only">{text}</span> : text}
      </th>
    );
  }
  return (
    <th scope="col" className={className} aria-sort={sorted ? ARIA_SORT[sorted] : 'none'}>
      <button type="button" className="inline-flex items-center gap-1" onClick={onSort}>
        {text}
        <span aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</span>
      </button>
    </th>
  );
}
