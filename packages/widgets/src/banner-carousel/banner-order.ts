import type { Banner } from '@wl/core';

/**
 * The banners of one group in the order the carousel shows them (sort, then id); the first is the
 * slide drawn at once (and the one the site server puts in the page before the app starts).
 */
export function bannersOfGroup(
  banners: readonly Banner[] | undefined,
  groupName: string,
): Banner[] {
  return (banners ?? [])
    .filter((banner) => banner.groupName === groupName)
    .sort((a, b) => a.sort - b.sort || a.bannerId - b.bannerId);
}
