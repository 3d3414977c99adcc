import { isExternalHref } from '@wl/paths';

/**
 * Where the maintenance and blocked pages send a visitor for help: the tenant's customer-service
 * URL when it is an external http(s) chat or messenger link, else nowhere (null). A page of the
 * closed site itself (`/help`, or an address on the site's own host) would only show the closed
 * page again. docs/product/errors.md#closed-site-help
 */
export function closedSiteHelpUrl(url: string, siteHost: string): string | null {
  if (!isExternalHref(url)) return null;
  try {
    return new URL(url).host.toLowerCase() === siteHost.toLowerCase() ? null : url;
  } catch {
    return null;
  }
}
