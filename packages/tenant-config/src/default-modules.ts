import type { TenantConfig } from './types.js';
import { WHITELABEL_MODULES } from './generated/whitelabel-modules.gen.js';

/**
 * The tenant with every whitelabel module its files do not name turned on: `_default/tenant.json`
 * lists only the modules it switches off, so a new module is on everywhere until a tenant turns it
 * off. tenants/README.md#modules
 */
export function withDefaultModules(tenant: TenantConfig): TenantConfig {
  const allOn = Object.fromEntries(WHITELABEL_MODULES.map(({ id }) => [id, true]));
  return {
    ...tenant,
    tenant: { ...tenant.tenant, modules: { ...allOn, ...tenant.tenant.modules } },
  };
}
