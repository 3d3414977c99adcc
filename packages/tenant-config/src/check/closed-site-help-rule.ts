import { isExternalHref } from '@wl/paths';

/**
 * The maintenance and blocked pages open the customer-service URL while the site is closed, so it
 * must lead away from the site: an http(s) chat or messenger link on another host than the
 * tenant's own (`hostnames`, `<code>.localhost`). The problem with `url`, or undefined.
 */
export function closedSiteHelpProblem(
  url: string,
  code: string,
  hostnames: readonly string[],
): string | undefined {
  const expected =
    'expected an external http(s) chat or messenger link, since the maintenance and blocked pages open it while the site is closed';
  if (!isExternalHref(url)) return `"${url}" is a page of this site; ${expected}`;
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return undefined;
  }
  const own = [...hostnames, `${code}.localhost`].map((name) => name.toLowerCase());
  return own.includes(host)
    ? `"${url}" is on this site's own host ${host}; ${expected}`
    : undefined;
}
