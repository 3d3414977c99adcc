import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { paths } from '@wl/paths';
import { useCdnHosts, useLaunchGame, type GameVendor } from '@wl/core';
import type { NavItem } from '@wl/tenant-config';
import type { NavEntry } from './nav-entries.js';
import { VendorDropMenu } from './VendorDropMenu.js';

/** How long the drop menu stays after the pointer leaves, so it can move into the menu. */
const CLOSE_DELAY_MS = 150;

/**
 * The `bar` menu style of the header's navigation (docs/product/games.md#navigation-rules): a row
 * of the items, each leading to its page or, with exactly one vendor, launching it; hovering,
 * focusing or tapping an item with vendors shows their drop menu (ArrowDown moves into it, Escape
 * closes it).
 */
export function GameNav({ entries }: { entries: readonly NavEntry[] }) {
  const { t } = useTranslation();
  const launch = useLaunchGame();
  const { imageCdn } = useCdnHosts();
  const menuId = useId();
  const [open, setOpen] = useState<{ item: NavItem; start: number } | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const tapOpensMenu = useRef(false);
  const refocusing = useRef(false);

  const cancelClose = (): void => window.clearTimeout(closeTimer.current);
  const show = (entry: NavEntry, anchor: HTMLElement): void => {
    cancelClose();
    if (entry.vendors.length === 0) {
      setOpen(null);
      return;
    }
    // The menu's start edge lines up with the item's, measured from the navigation's start edge
    // (its right edge in a right-to-left language).
    const navBox = navRef.current?.getBoundingClientRect();
    const navWidth = navRef.current?.clientWidth ?? window.innerWidth;
    const anchorBox = anchor.getBoundingClientRect();
    const fromStart =
      navRef.current && getComputedStyle(navRef.current).direction === 'rtl'
        ? (navBox?.right ?? window.innerWidth) - anchorBox.right
        : anchorBox.left - (navBox?.left ?? 0);
    const start = Math.max(0, Math.min(fromStart, navWidth - 224));
    setOpen({ item: entry.item, start });
  };
  const closeSoon = (): void => {
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpen(null), CLOSE_DELAY_MS);
  };
  const focusFirstVendor = (): void => {
    requestAnimationFrame(() => menuRef.current?.querySelector<HTMLElement>('button')?.focus());
  };
  const launchVendor = (vendor: GameVendor): void => {
    setOpen(null);
    void launch(vendor);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>): void => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      const trigger = navRef.current?.querySelector<HTMLElement>(`[data-nav-item="${open.item}"]`);
      setOpen(null);
      refocusing.current = true;
      trigger?.focus();
      refocusing.current = false;
    }
  };

  const openEntry = open ? entries.find((entry) => entry.item === open.item) : undefined;

  return (
    <nav
      ref={navRef}
      aria-label={t('header.navigation')}
      className="relative h-full min-w-0 flex-1"
      onPointerLeave={(event) => {
        if (event.pointerType !== 'touch') closeSoon();
      }}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!navRef.current?.contains(event.relatedTarget)) setOpen(null);
      }}
    >
      <ul className="menu menu-horizontal h-full w-full flex-nowrap items-center overflow-x-auto overflow-y-hidden px-0 py-0 lg:justify-center-safe">
        {entries.map((entry) => {
          const hasMenu = entry.vendors.length > 0;
          const expanded = open?.item === entry.item;
          return (
            <li
              key={entry.item}
              className="flex-row flex-nowrap"
              onPointerEnter={(event) => {
                if (event.pointerType !== 'touch') show(entry, event.currentTarget);
              }}
            >
              <NavLink
                to={entry.path}
                end={entry.path === paths.home()}
                data-nav-item={entry.item}
                className={({ isActive }) =>
                  isActive ? 'menu-active whitespace-nowrap' : 'whitespace-nowrap'
                }
                onFocus={(event) => {
                  if (!refocusing.current) show(entry, event.currentTarget);
                }}
                onPointerDown={(event: PointerEvent) => {
                  tapOpensMenu.current = event.pointerType === 'touch' && hasMenu && !expanded;
                }}
                onKeyDown={(event) => {
                  if (event.key === 'ArrowDown' && hasMenu) {
                    event.preventDefault();
                    show(entry, event.currentTarget);
                    focusFirstVendor();
                  }
                }}
                onClick={(event) => {
                  if (tapOpensMenu.current) {
                    // A tap shows the drop menu first; a second tap follows the item.
                    tapOpensMenu.current = false;
                    event.preventDefault();
                    show(entry, event.currentTarget);
                  } else if (entry.launches) {
                    event.preventDefault();
                    launchVendor(entry.launches);
                  } else setOpen(null);
                }}
              >
                {t(entry.labelKey)}
              </NavLink>
              {hasMenu && (
                <button
                  type="button"
                  className="min-w-6 content-center px-1"
                  aria-label={t('header.vendorsOf', { category: t(entry.labelKey) })}
                  aria-expanded={expanded}
                  aria-controls={expanded ? menuId : undefined}
                  onClick={(event) => {
                    if (expanded) setOpen(null);
                    else {
                      show(entry, event.currentTarget.parentElement ?? event.currentTarget);
                      focusFirstVendor();
                    }
                  }}
                >
                  <span aria-hidden="true" className="text-xs">
                    ▾
                  </span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {open && openEntry && openEntry.vendors.length > 0 && (
        <VendorDropMenu
          ref={menuRef}
          id={menuId}
          label={t('header.vendorsOf', { category: t(openEntry.labelKey) })}
          vendors={openEntry.vendors}
          imageCdn={imageCdn}
          start={open.start}
          onLaunch={launchVendor}
          onMouseEnter={cancelClose}
        />
      )}
    </nav>
  );
}
