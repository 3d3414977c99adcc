import type { ReactNode } from 'react';

/** An entry of a centre's menu: its page's name and its title in the page's language. */
export interface MenuEntry<N extends string = string> {
  name: N;
  title: string;
}

interface MenuEntryItemsProps<E extends MenuEntry> {
  entries: readonly E[];
  current: string | undefined;
  /** Classes of every entry; the chosen one adds daisyUI's `menu-active`. */
  entryClass?: string;
  /**
   * The entry's link (the app's router link, or a button); the site server's copy has none and
   * shows the entry's words alone.
   */
  link?: ((entry: E, className: string, current: boolean) => ReactNode) | undefined;
}

/**
 * The items of a centre's menu list (the member centre's and the agent centre's), the chosen one
 * marked: one look for the app's copy and the site server's.
 */
export function MenuEntryItems<E extends MenuEntry>({
  entries,
  current,
  entryClass = '',
  link,
}: MenuEntryItemsProps<E>) {
  return entries.map((entry) => {
    const chosen = entry.name === current;
    const active = chosen ? 'menu-active' : '';
    const className = entryClass === '' ? active : `${entryClass} ${active}`;
    return (
      <li key={entry.name}>
        {link ? link(entry, className, chosen) : <span className={className}>{entry.title}</span>}
      </li>
    );
  });
}
