import { MODULE_IDS, type ModuleId, type PublicTenantConfig } from '@wl/tenant-config';

function isModuleId(value: string): value is ModuleId {
  return (MODULE_IDS as readonly string[]).includes(value);
}

/** The tenant's say on a module: on only when tenant.json turns it on; unknown modIds are not its call. */
export function tenantAllowsModule(
  tenantModules: PublicTenantConfig['modules'],
  modId: string,
): boolean {
  return isModuleId(modId) ? tenantModules[modId] === true : true;
}
