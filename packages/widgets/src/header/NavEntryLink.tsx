import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { paths } from '@wl/paths';
import { useLaunchGame } from '@wl/core';
import type { NavEntry } from './nav-entries.js';

/**
 * A navigation item in a list (the drop-down and the drawer): it leads to its page or, with
 * exactly one vendor, launches it (docs/product/games.md#navigation-rules). `onFollow` closes the
 * list it is in.
 */
export function NavEntryLink({
  entry,
  onFollow,
  className = '',
}: {
  entry: NavEntry;
  onFollow: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const launch = useLaunchGame();
  return (
    <NavLink
      to={entry.path}
      end={entry.path === paths.home()}
      data-nav-item={entry.item}
      className={({ isActive }) => (isActive ? `menu-active ${className}` : className)}
      onClick={(event) => {
        onFollow();
        if (entry.launches) {
          event.preventDefault();
          void launch(entry.launches);
        }
      }}
    >
      {t(entry.labelKey)}
    </NavLink>
  );
}
