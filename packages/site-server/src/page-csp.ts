import { ANALYTICS_CONNECT_ORIGINS, ANALYTICS_SCRIPT_ORIGINS } from './analytics-origins.js';

/** Where browsers send the reports of what the policy blocked (`routes/csp-reports.ts`). */
export const CSP_REPORT_PATH = '/csp-report';

/**
 * The policy of every answer but a page: scripts, styles, images, calls only from this origin
 * (styles also inline: the brand colours are an inline `<style>` and widgets set background
 * images inline; CSS cannot run script), nothing may frame the site (transfers and game
 * launches cannot be clickjacked), the manifest and the service worker only from this origin.
 */
export const BASE_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'"],
  'object-src': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'report-uri': [CSP_REPORT_PATH],
};

/** The policy as a header value. */
export function policyText(directives: Record<string, readonly string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/** A tag id shaped like Google's (`G-…`, `AW-…`, `UA-…`), as the runtime loads only those. */
const TAG_ID = /^(G|AW|UA)-[A-Z0-9-]+$/i;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The origin of an image host the permission info names; none for a path on this site. */
function imageOrigin(host: unknown): string | undefined {
  if (typeof host !== 'string' || !/^https?:\/\//i.test(host.trim())) return undefined;
  try {
    return new URL(host.trim()).origin;
  } catch {
    return undefined;
  }
}

/** The Google tag id the permission info names, when it is shaped like one; else none. */
export function namedTagId(permission: unknown): string | undefined {
  if (!isRecord(permission) || !isRecord(permission.analytics)) return undefined;
  const tag = permission.analytics.gtagId;
  return typeof tag === 'string' && TAG_ID.test(tag.trim()) ? tag.trim() : undefined;
}

/**
 * The policy of a tenant's page, from the tenant's permission info as the page inlines it
 * (`undefined` when it is not known): images from this origin and the image hosts it names
 * (`imageCDNs`, where banners and game icons are) and nowhere else, so backend HTML cannot load
 * a tracking pixel; Google's tag and its reporting (calls and beacons) only when it names a tag id. While the
 * permission info is not known (the backend failed or was slow), the app asks for it itself and
 * acts on what it names: images may then come from any https origin and Google's tag may load.
 */
export function pagePolicy(permission: unknown): string {
  const directives = { ...BASE_DIRECTIVES };
  if (!isRecord(permission)) {
    directives['script-src'] = [...BASE_DIRECTIVES['script-src']!, ...ANALYTICS_SCRIPT_ORIGINS];
    directives['connect-src'] = [...BASE_DIRECTIVES['connect-src']!, ...ANALYTICS_CONNECT_ORIGINS];
    directives['img-src'] = [...BASE_DIRECTIVES['img-src']!, 'https:'];
    return policyText(directives);
  }
  const hosts = Array.isArray(permission.imageCDNs) ? permission.imageCDNs : [];
  const origins = [...new Set(hosts.map(imageOrigin).filter((origin) => origin !== undefined))];
  directives['img-src'] = [...BASE_DIRECTIVES['img-src']!, ...origins];
  if (namedTagId(permission) !== undefined) {
    directives['script-src'] = [...BASE_DIRECTIVES['script-src']!, ...ANALYTICS_SCRIPT_ORIGINS];
    directives['connect-src'] = [...BASE_DIRECTIVES['connect-src']!, ...ANALYTICS_CONNECT_ORIGINS];
    directives['img-src'] = [...directives['img-src'], ...ANALYTICS_CONNECT_ORIGINS];
  }
  return policyText(directives);
}
