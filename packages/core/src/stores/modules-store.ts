import { create } from 'zustand';
import type { ModuleNode } from '@wl/contract';
import type { PublicTenantConfig } from '@wl/tenant-config';
import { enabledModulesOf } from '../tenant/enabled-modules.js';

export { enabledModulesOf };

export interface ModulesState {
  /** modId → on. A modId absent here is off. */
  enabled: Record<string, boolean>;
  /** True once the whitelabel tree has been applied. */
  loaded: boolean;
  setFromWhitelabel: (
    tree: readonly ModuleNode[],
    tenantModules: PublicTenantConfig['modules'],
  ) => void;
  reset: () => void;
}

export const useModulesStore = create<ModulesState>()((set) => ({
  enabled: {},
  loaded: false,
  setFromWhitelabel: (tree, tenantModules) =>
    set({ enabled: enabledModulesOf(tree, tenantModules), loaded: true }),
  reset: () => set({ enabled: {}, loaded: false }),
}));

/** Whether a call or feature gated by `modId` may be used; null means not gated. */
export function isModuleOn(
  state: Pick<ModulesState, 'enabled' | 'loaded'>,
  modId: string | null,
): boolean {
  if (modId === null) return true;
  return state.loaded && state.enabled[modId] === true;
}
