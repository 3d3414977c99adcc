/**
 * The upstream URL of a backend call, or null when its path leaves the prefix it arrived on.
 *
 * The raw path is read segment by segment: a backslash separates segments (as browsers and many
 * servers read it), each segment is percent-decoded, `.` and `..` are resolved (`%2E%2E` too),
 * and a segment that decodes to a separator (`%2F`, `%5C`) or NUL, or does not decode at all, is
 * refused. The rest of each segment goes on as it arrived. The result must still be `prefix` or
 * lie under it (a prefix ending in `/` is a folder, otherwise an exact path).
 *
 * `https://api.example.com/base` + `/wps/a/./b` under `/wps/` → `https://api.example.com/base/wps/a/b`.
 * The query is not part of the result.
 */
export function confinedUpstreamUrl(
  upstream: string,
  rawUrl: string,
  prefix: string,
): string | null {
  const base = new URL(upstream);
  if (base.protocol !== 'http:' && base.protocol !== 'https:') {
    throw new Error(`api.upstream must be an http(s) URL, got ${base.protocol}`);
  }
  const path = normalisedPath(rawUrl.split('?')[0] ?? '');
  if (path === null) return null;
  const inside = prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix;
  if (!inside) return null;
  return `${base.origin}${base.pathname.replace(/\/+$/, '')}${path}`;
}

/** `/a/./b/../c` → `/a/c`; null when a `..` climbs above the root or a segment is refused. */
function normalisedPath(rawPath: string): string | null {
  const kept: string[] = [];
  const segments = rawPath.split(/[/\\]/).slice(1);
  let endsInFolder = false;
  for (const segment of segments) {
    const decoded = decodeSegment(segment);
    if (decoded === null || /[/\\\0]/.test(decoded)) return null;
    endsInFolder = decoded === '.' || decoded === '..';
    if (decoded === '.') continue;
    if (decoded === '..') {
      if (kept.pop() === undefined) return null;
      continue;
    }
    kept.push(segment);
  }
  return `/${kept.join('/')}${endsInFolder && kept.length > 0 ? '/' : ''}`;
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
