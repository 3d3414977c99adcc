import type { ModuleId } from '@wl/tenant-config';
import { isModuleOn, useModulesStore } from '../stores/modules-store.js';
import { tenantAllowsModule } from '../tenant/tenant-allows-module.js';
import { useTenant } from '../tenant/tenant-context.js';

/** Whether a whitelabel module is on; false until the whitelabel tree has loaded. */
export function useModuleEnabled(modId: ModuleId): boolean {
  return useModulesStore((state) => isModuleOn(state, modId));
}

/**
 * Whether to show a feature of a module. Until the whitelabel tree arrives the tenant's own flag
 * decides, so an enabled feature does not flicker in; once it has arrived the backend decides.
 * Calls stay gated by `useModuleEnabled` / `callEndpoint`, which never assume a module is on.
 */
export function useFeatureVisible(modId: ModuleId): boolean {
  const tenant = useTenant();
  return useModulesStore((state) =>
    state.loaded ? isModuleOn(state, modId) : tenantAllowsModule(tenant.modules, modId),
  );
}
