import type { GameCategory, GameVendor } from '@wl/core';
import { paths } from '@wl/paths';
import { GAME_CATEGORIES, NAV_PAGES, navLabelKey, type NavItem } from '@wl/tenant-config';

/** Where each header navigation item leads: its page's or its game category's route. */
export const NAV_PATHS = Object.fromEntries([
  ...NAV_PAGES.map(({ item, route }) => [item, paths[route]()]),
  ...GAME_CATEGORIES.map(({ type, route }) => [type, paths[route]()]),
]) as Record<NavItem, string>;

/** Items that are pages of their own rather than game categories: always shown. */
const ALWAYS_SHOWN: ReadonlySet<NavItem> = new Set<NavItem>(NAV_PAGES.map(({ item }) => item));

/**
 * Items a click always takes to their page, whatever their vendors: the pages and the categories
 * whose route lists their games rather than their vendors.
 */
const PAGE_ITEMS: ReadonlySet<NavItem> = new Set<NavItem>([
  ...ALWAYS_SHOWN,
  ...GAME_CATEGORIES.filter(({ screen }) => screen === 'game-list').map(({ type }) => type),
]);

/** Above this many vendors the drop menu takes its large layout. */
export const LARGE_DROP_MENU_ABOVE = 10;

export interface NavEntry {
  item: NavItem;
  path: string;
  labelKey: `nav.${NavItem}`;
  /** The category's vendors, in the order the game menus give them (empty for pages). */
  vendors: readonly GameVendor[];
  /** The one vendor a click launches instead of opening the page. */
  launches?: GameVendor;
}

/**
 * The header navigation in the tenant's menu order (docs/product/games.md#navigation-rules). Once
 * the game menus are known, a category without vendors is left out and a category other than
 * PVP, FISH and RNG with exactly one vendor launches it; before that every configured item shows
 * and leads to its page.
 */
export function navEntries(items: readonly NavItem[], menus?: readonly GameCategory[]): NavEntry[] {
  const seen = new Set<NavItem>();
  const entries: NavEntry[] = [];
  for (const item of items) {
    if (seen.has(item)) continue;
    seen.add(item);
    const vendors = ALWAYS_SHOWN.has(item)
      ? []
      : (menus ?? [])
          .filter((category) => category.gameCategory === item)
          .flatMap((category) => category.vendors);
    if (menus && !ALWAYS_SHOWN.has(item) && vendors.length === 0) continue;
    const only = vendors.length === 1 && !PAGE_ITEMS.has(item) ? vendors[0] : undefined;
    entries.push({
      item,
      path: NAV_PATHS[item],
      labelKey: navLabelKey(item),
      vendors,
      ...(only && { launches: only }),
    });
  }
  return entries;
}
