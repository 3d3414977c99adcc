import type { ModuleNode } from '@wl/api';
import type { PublicTenantConfig } from '@wl/tenant-config';
import { tenantAllowsModule } from './tenant-allows-module.js';

/**
 * Which modules are on. A module is on when the backend's whitelabel tree has it with
 * enabled '1' and every ancestor node on too (a switched-off group switches off what it holds),
 * and the tenant's config has it on. For the tenant a missing key means off, as in tenant.json;
 * modIds the product does not know are decided by the backend alone.
 */
export function enabledModulesOf(
  tree: readonly ModuleNode[],
  tenantModules: PublicTenantConfig['modules'],
): Record<string, boolean> {
  const enabled: Record<string, boolean> = {};
  const visit = (nodes: readonly ModuleNode[]): void => {
    for (const node of nodes) {
      if (node.enabled !== '1') continue;
      if (tenantAllowsModule(tenantModules, node.modId)) enabled[node.modId] = true;
      if (node.children) visit(node.children);
    }
  };
  visit(tree);
  return enabled;
}
