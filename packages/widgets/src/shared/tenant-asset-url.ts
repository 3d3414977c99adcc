/**
 * URL of a tenant asset: a path relative to the tenant's assets folder is served under
 * `/tenant-assets/`; an absolute URL or a root-relative path is used as it is.
 */
export function tenantAssetUrl(path: string): string {
  if (/^(?:[a-z][a-z\d+.-]*:|\/)/i.test(path)) return path;
  return `/tenant-assets/${path.replace(/^\.\//, '')}`;
}
