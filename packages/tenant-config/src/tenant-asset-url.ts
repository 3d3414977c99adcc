/** Where the site server serves tenant assets (the tenant's assets/ folder, else `_default`'s). */
export const TENANT_ASSETS_PATH = '/tenant-assets/';

/**
 * Whether an image value of the config is a URL of its own: http(s), or a path on this site
 * (`/…`, not `//…`). Anything else is a path inside the tenant's assets/ folder.
 */
export function isOwnImageUrl(value: string): boolean {
  return /^(?:https?:\/\/|\/(?!\/))/i.test(value);
}

/**
 * The URL of an image value of the config: an http(s) URL or a path on this site as it is, an
 * asset path (`logo.svg`, `./banners/a b.png`) under /tenant-assets/ with each segment
 * URL-encoded. A value with another scheme (`javascript:…`) is only ever an asset name.
 */
export function tenantAssetUrl(value: string): string {
  if (isOwnImageUrl(value)) return value;
  const segments = value.replace(/^\.\//, '').split('/');
  return `${TENANT_ASSETS_PATH}${segments.map(encodeURIComponent).join('/')}`;
}
