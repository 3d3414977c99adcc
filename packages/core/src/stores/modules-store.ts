import { create } from 'zustand';
import type { ModuleNode } from '@wl/api';
import type { PublicTenantConfig } from '@wl/tenant-config';
import { enabledModulesOf } from '../tenant/enabled-modules.js';

export { enabledModulesOf };

export interface ModulesState {
  /** modId → on. A modId absent here is off. */
  enabled: Record<string, boolean>;
  /** True once the whitelabel tree has been applied, or the tenant's config stands in for it. */
  loaded: boolean;
  /** True while the tenant's config stands in for a whitelabel answer that failed. */
  fromTenant: boolean;
  setFromWhitelabel: (
    tree: readonly ModuleNode[],
    tenantModules: PublicTenantConfig['modules'],
  ) => void;
  /**
   * The whitelabel answer failed: until one arrives, the tenant's config decides alone, so that
   * nothing waits for it forever. An answer already applied is kept.
   */
  fallBackToTenant: (tenantModules: PublicTenantConfig['modules']) => void;
  reset: () => void;
}

function modulesOnIn(tenantModules: PublicTenantConfig['modules']): Record<string, boolean> {
  return Object.fromEntries(
    Object.entries(tenantModules).flatMap(([modId, on]) => (on === true ? [[modId, true]] : [])),
  );
}

export const useModulesStore = create<ModulesState>()((set, get) => ({
  enabled: {},
  loaded: false,
  fromTenant: false,
  // An answer that turns on the modules already applied (the whitelabel asked again with a
  // session, a revalidation) changes nothing: every gated page, menu and header entry reads
  // `enabled`, and a new but equal map would render them all again (docs/performance.md).
  setFromWhitelabel: (tree, tenantModules) => {
    const enabled = enabledModulesOf(tree, tenantModules);
    const { loaded, fromTenant, enabled: applied } = get();
    // The tree's order makes the map's, so an unchanged answer writes the same JSON.
    if (loaded && !fromTenant && JSON.stringify(applied) === JSON.stringify(enabled)) return;
    set({ enabled, loaded: true, fromTenant: false });
  },
  fallBackToTenant: (tenantModules) => {
    if (get().loaded) return;
    set({ enabled: modulesOnIn(tenantModules), loaded: true, fromTenant: true });
  },
  reset: () => set({ enabled: {}, loaded: false, fromTenant: false }),
}));

/** Whether a call or feature gated by `modId` may be used; null means not gated. */
export function isModuleOn(
  state: Pick<ModulesState, 'enabled' | 'loaded'>,
  modId: string | null,
): boolean {
  if (modId === null) return true;
  return state.loaded && state.enabled[modId] === true;
}
