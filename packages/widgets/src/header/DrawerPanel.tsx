import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLaunchGame, useSessionStore } from '@wl/core';
import { Link } from 'react-router-dom';
import type { NavItem } from '@wl/tenant-config';
import { Dialog } from '../dialog/Dialog.js';
import { useHeaderEntries } from '../header-entries/header-entries-context.js';
import { useModuleGate } from './use-module-gate.js';
import type { NavEntry } from './nav-entries.js';
import { NavEntryLink } from './NavEntryLink.js';
import { VendorName } from './VendorName.js';

/**
 * One item of the drawer: its link and, for a category with vendors, a button showing them under
 * it, each launching its vendor (docs/product/games.md#navigation-rules).
 */
function DrawerItem({
  entry,
  expanded,
  onToggle,
  onClose,
}: {
  entry: NavEntry;
  expanded: boolean;
  onToggle: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const launch = useLaunchGame();
  const listId = useId();
  const label = t('header.vendorsOf', { category: t(entry.labelKey) });
  return (
    <li className="flex-row flex-wrap">
      <NavEntryLink entry={entry} onFollow={onClose} className="min-w-0 flex-1" />
      {entry.vendors.length > 0 && (
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          aria-label={label}
          aria-expanded={expanded}
          aria-controls={expanded ? listId : undefined}
          onClick={onToggle}
        >
          <span aria-hidden="true" className="text-xs">
            {expanded ? '▴' : '▾'}
          </span>
        </button>
      )}
      {expanded && (
        <ul id={listId} aria-label={label} className="basis-full">
          {entry.vendors.map((vendor) => (
            <li key={`${vendor.gameType}-${vendor.vassalage}`}>
              <button
                type="button"
                onClick={() => {
                  onClose();
                  void launch(vendor);
                }}
              >
                <VendorName vendor={vendor} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The member centre's pages a signed-in player reaches from the drawer (those whose modules are on). */
function CentreLinks({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const isLogin = useSessionStore((state) => state.isLogin);
  const { memberMenu = [] } = useHeaderEntries();
  const shown = useModuleGate();
  const entries = memberMenu.filter((entry) => shown(entry.module));
  if (!isLogin || entries.length === 0) return null;
  return (
    <nav aria-label={t('header.myAccount')} className="-mx-4 border-t border-base-content/10">
      <ul className="menu w-full">
        {entries.map((entry) => (
          <li key={entry.id}>
            <Link to={entry.to} onClick={onClose}>
              {t(entry.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The drawer itself, its own chunk: loaded when the visitor first opens the menu. The game
 * categories, then, for a signed-in player, the member centre's pages.
 */
export default function DrawerPanel({
  entries,
  onClose,
}: {
  entries: readonly NavEntry[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState<NavItem | null>(null);
  return (
    <Dialog title={t('header.menu')} onClose={onClose} side="start">
      <nav aria-label={t('header.navigation')} className="-mx-4 overflow-y-auto">
        <ul className="menu w-full">
          {entries.map((entry) => (
            <DrawerItem
              key={entry.item}
              entry={entry}
              expanded={expanded === entry.item}
              onToggle={() => setExpanded(expanded === entry.item ? null : entry.item)}
              onClose={onClose}
            />
          ))}
        </ul>
      </nav>
      <CentreLinks onClose={onClose} />
    </Dialog>
  );
}
