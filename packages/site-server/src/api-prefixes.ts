/** Paths the backend answers (same-origin, forwarded to the mock or the upstream). */
export const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/'] as const;

/** Development-only controls of the mock backend. */
export const DEV_CONTROLS_PREFIX = '/__dev/';

/** Paths the site server answers itself with files, never with index.html. */
export const FILE_PREFIXES = ['/assets/', '/tenant-assets/', '/locales/'] as const;

export function startsWithAny(path: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => path === prefix.slice(0, -1) || path.startsWith(prefix));
}
