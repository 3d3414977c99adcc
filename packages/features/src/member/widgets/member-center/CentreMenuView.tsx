import type { ReactNode, Ref } from 'react';
import { MenuEntryItems, type MenuEntry } from '@wl/widgets/views';

/** An entry of the centre's menu: its page and its title in the page's language. */
export type CentreMenuEntry<N extends string = string> = MenuEntry<N>;

interface CentreMenuViewProps<N extends string> {
  /** The menu's name. */
  label: string;
  entries: readonly CentreMenuEntry<N>[];
  current: N;
  /**
   * The entry's link (the app's router link to its page); the site server's copy has none and
   * shows the entry's words alone.
   */
  link?: (entry: CentreMenuEntry<N>, className: string, current: boolean) => ReactNode;
  listRef?: Ref<HTMLUListElement>;
}

/**
 * The member centre's menu: a column beside the page on wide screens, a row of tabs that scrolls
 * sideways on phones. docs/product/member.md#member-centre-pages
 */
export function CentreMenuView<N extends string>({
  label,
  entries,
  current,
  link,
  listRef,
}: CentreMenuViewProps<N>) {
  return (
    <nav aria-label={label} className="md:w-56 md:shrink-0">
      <ul
        ref={listRef}
        className="menu menu-horizontal md:menu-vertical w-full flex-nowrap overflow-x-auto rounded-box bg-base-200"
      >
        <MenuEntryItems
          entries={entries}
          current={current}
          entryClass="whitespace-nowrap"
          link={link}
        />
      </ul>
    </nav>
  );
}
