import { paths } from '@wl/paths';
import type { NavItem } from '@wl/tenant-config';

/** Where each header navigation item leads. */
export const NAV_PATHS: Record<NavItem, string> = {
  HOME: paths.home(),
  PROMO: paths.promotions(),
  LIVE: paths.live(),
  SPORTS: paths.sports(),
  ESPORTS: paths.esports(),
  LOTT: paths.lott(),
  ELOTT: paths.elott(),
  FISH: paths.fish(),
  RNG: paths.rng(),
  PVP: paths.pvp(),
  COCKFIGHT: paths.cockfight(),
};

/** Items that are pages of their own rather than game categories: always shown. */
const ALWAYS_SHOWN: ReadonlySet<NavItem> = new Set<NavItem>(['HOME', 'PROMO']);

export interface NavEntry {
  item: NavItem;
  path: string;
  labelKey: `nav.${NavItem}`;
}

/**
 * The header navigation in the tenant's menu order. With `vendorCounts` (game category →
 * number of vendors) a category without vendors is left out, as docs/product/games.md#navigation-rules requires once the
 * game centre supplies the counts; without it every configured item is shown.
 */
export function navEntries(
  items: readonly NavItem[],
  vendorCounts?: Partial<Record<NavItem, number>>,
): NavEntry[] {
  const seen = new Set<NavItem>();
  const entries: NavEntry[] = [];
  for (const item of items) {
    if (seen.has(item)) continue;
    seen.add(item);
    if (vendorCounts && !ALWAYS_SHOWN.has(item) && (vendorCounts[item] ?? 0) === 0) continue;
    entries.push({ item, path: NAV_PATHS[item], labelKey: `nav.${item}` });
  }
  return entries;
}
