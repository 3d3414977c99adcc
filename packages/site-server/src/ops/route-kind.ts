import { API_PREFIXES, DEV_CONTROLS_PREFIX, startsWithAny } from '../api-prefixes.js';
import { SOCKET_PATHS } from '../socket-paths.js';

/** A request's place in the site, the only route label a metric carries (a bounded set). */
export type RouteKind =
  'probe' | 'metrics' | 'api' | 'asset' | 'tenant-asset' | 'locale' | 'socket' | 'page';

const PROBES = new Set(['/healthz', '/readyz']);

/** `/wps/login?x=1` → `api`; `/` and every page route → `page`. */
export function routeKind(url: string): RouteKind {
  const path = url.split('?', 1)[0] ?? '';
  if (PROBES.has(path)) return 'probe';
  if (path === '/metrics') return 'metrics';
  if (SOCKET_PATHS.includes(path)) return 'socket';
  if (startsWithAny(path, API_PREFIXES) || path.startsWith(DEV_CONTROLS_PREFIX)) return 'api';
  if (path.startsWith('/js/encrypt.js')) return 'api';
  if (path.startsWith('/assets/')) return 'asset';
  if (path.startsWith('/tenant-assets/')) return 'tenant-asset';
  if (path.startsWith('/locales/')) return 'locale';
  return 'page';
}
