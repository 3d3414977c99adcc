import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface RewardSectionProps {
  id: string;
  title: string;
  children: ReactNode;
}

/** One block of the reward centre: a titled region. */
export function RewardSection({ id, title, children }: RewardSectionProps) {
  return (
    <section aria-labelledby={id} className="card bg-base-200">
      <div className="card-body gap-3 p-4">
        <h2 id={id} className="card-title text-lg">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

interface RewardLinesProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string | number;
  /** What a line says, and the button that acts on it when `actions`. */
  line: (item: T) => ReactNode;
  /**
   * Lines that end with a button: spaced apart, the button at the end of the line's first row
   * whatever the text's length (the text wraps beside it), so every line's button stands at the
   * same place.
   */
  actions?: boolean;
  /** The data attributes of a line (e.g. its ticket's id). */
  lineData?: (item: T) => Record<`data-${string}`, string | number>;
}

/** The lines of a reward block, or "none" when it has none. */
export function RewardLines<T>({
  items,
  itemKey,
  line,
  actions = false,
  lineData,
}: RewardLinesProps<T>) {
  const { t } = useTranslation();
  if (items.length === 0) return <p>{t('promo.rewards.none')}</p>;
  return (
    <ul className={actions ? 'flex flex-col gap-2' : 'flex flex-col gap-1 text-sm'}>
      {items.map((item) => (
        <li
          key={itemKey(item)}
          {...lineData?.(item)}
          className={
            actions
              ? 'flex items-center justify-between gap-2 [&>:first-child]:min-w-0 [&>button]:shrink-0'
              : undefined
          }
        >
          {line(item)}
        </li>
      ))}
    </ul>
  );
}
