import type { PublicTenantConfig } from '@wl/tenant-config';

/**
 * The tenant the site server inlined into index.html as `window.__WL_TENANT__`.
 * Throws when it is missing, which means the page was not served by the site server.
 */
export function readInjectedTenant(target: object = window): PublicTenantConfig {
  const value: unknown = (target as { __WL_TENANT__?: unknown }).__WL_TENANT__;
  if (value === null || typeof value !== 'object') {
    throw new Error(
      'Tenant configuration missing: window.__WL_TENANT__ is not set. The page must be served by the site server, which inlines the tenant into index.html.',
    );
  }
  const tenant = value as Partial<PublicTenantConfig>;
  if (typeof tenant.merchantCode !== 'string' || tenant.languages === undefined) {
    throw new Error(
      'Tenant configuration invalid: window.__WL_TENANT__ has no merchantCode or languages.',
    );
  }
  return value as PublicTenantConfig;
}
