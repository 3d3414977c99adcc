import type { Banner } from '@wl/core';
import { isExternalHref, paths, routeNameOf } from '@wl/paths';

/** Where a click on a banner leads (docs/product/routes.md#banner-carousel). */
export type BannerTarget =
  { kind: 'external'; href: string } | { kind: 'route'; to: string } | { kind: 'none' };

/**
 * The banner's linkage, kept only when it is safe: a URL banner opens an http(s) address, a
 * ROUTE banner an address the router knows, a PROMOTION banner the promotions page. A GAME banner
 * names only `<vassalage>/<gameCode>`, without the game type and node id a launch needs, so it
 * is not a link, nor is anything else.
 */
export function bannerTarget(banner: Banner): BannerTarget {
  switch (banner.linkageType) {
    case 'URL':
      return banner.externalLink !== null && isExternalHref(banner.externalLink)
        ? { kind: 'external', href: banner.externalLink }
        : { kind: 'none' };
    case 'ROUTE':
      return banner.linkage !== null &&
        banner.linkage.startsWith('/') &&
        routeNameOf(banner.linkage) !== undefined
        ? { kind: 'route', to: banner.linkage }
        : { kind: 'none' };
    case 'PROMOTION':
      return { kind: 'route', to: paths.promotions() };
    case 'GAME':
    case 'NONE':
      return { kind: 'none' };
  }
}

/** A banner image address the page may load: http(s), or a path of this site. */
export function bannerImageSrc(banner: Banner): string | undefined {
  const url = banner.url;
  if (url === null) return undefined;
  return isExternalHref(url) || (url.startsWith('/') && !url.startsWith('//')) ? url : undefined;
}
