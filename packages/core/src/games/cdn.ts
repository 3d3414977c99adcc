/**
 * The image and launch hosts (docs/product/games.md#game-images): the start-up data lists several
 * of each; the site picks one at random and keeps it for the page's life, so images stay cached.
 */
import { seededHost } from '../first-answers/seeded-host.js';

const picked = new Map<string, string>();

/** One entry of `hosts` at random, the same for the same list while the page lives. */
export function pickCdn(
  hosts: readonly string[],
  random: () => number = Math.random,
): string | undefined {
  if (hosts.length === 0) return undefined;
  const key = hosts.join('\n');
  const known = picked.get(key);
  if (known !== undefined) return known;
  const host =
    seededHost(hosts) ?? hosts[Math.min(hosts.length - 1, Math.floor(random() * hosts.length))];
  if (host !== undefined) picked.set(key, host);
  return host;
}

/**
 * An address the backend answered, made absolute: a relative one is put under the chosen CDN
 * (`/` or none: this site). Undefined unless the result is http(s), so no `javascript:` or `data:`
 * address is ever opened or shown.
 */
export function resolveOnCdn(
  address: string,
  cdn: string | undefined,
  origin: string,
): string | undefined {
  try {
    const joined = /^[a-z][a-z0-9+.-]*:/i.test(address)
      ? address
      : `${(cdn ?? '').replace(/\/+$/, '')}/${address.replace(/^\/+/, '')}`;
    const url = new URL(joined, origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
