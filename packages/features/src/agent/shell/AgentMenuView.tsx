import type { ReactNode } from 'react';
import { MenuEntryItems } from '@wl/widgets/views';
import type { AgentMenuEntry, AgentMenuName } from './agent-menu.js';

interface AgentMenuViewProps {
  /** The menu's name and its button's words (phones). */
  label: string;
  toggle: string;
  entries: readonly AgentMenuEntry[];
  current: AgentMenuName | undefined;
  /** The menu is unfolded on a phone. */
  open: boolean;
  /** The list's id, which the button controls; the site server's copy has none. */
  listId?: string;
  /** The site server's copy has none: the button does nothing until the app takes its place. */
  onToggle?: () => void;
  /**
   * The entry's link (the app's router link, or customer service's button); the site server's copy
   * has none and shows the entry's words alone.
   */
  link?: (entry: AgentMenuEntry, className: string, current: boolean) => ReactNode;
}

/** The agent centre's menu: a column beside the page, folded behind a button on phones. */
export function AgentMenuView({
  label,
  toggle,
  entries,
  current,
  open,
  listId,
  onToggle,
  link,
}: AgentMenuViewProps) {
  return (
    <nav aria-label={label} className="md:w-56 md:shrink-0">
      <button
        type="button"
        className="btn btn-sm btn-block mb-2 md:hidden"
        aria-expanded={open}
        aria-controls={listId}
        onClick={onToggle}
      >
        {toggle}
      </button>
      <ul
        id={listId}
        className={`menu w-full rounded-box bg-base-200 ${open ? '' : 'hidden'} md:flex`}
      >
        <MenuEntryItems entries={entries} current={current} link={link} />
      </ul>
    </nav>
  );
}
