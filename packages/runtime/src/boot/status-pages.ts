import type { PageConfig, PublicTenantConfig } from '@wl/tenant-config';

/** The widget page shown for a status when the tenant has no page of that name. */
const FALLBACK: Record<'maintenance' | 'blocked', PageConfig> = {
  maintenance: { sections: { maintenance: { type: 'maintenance' } }, order: ['maintenance'] },
  blocked: { sections: { blocked: { type: 'blocked' } }, order: ['blocked'] },
};

/** The tenant's `pages.maintenance` / `pages.blocked`, or the plain widget when it has none. */
export function statusPage(
  tenant: Pick<PublicTenantConfig, 'pages'>,
  name: 'maintenance' | 'blocked',
): PageConfig {
  return tenant.pages[name] ?? FALLBACK[name];
}
