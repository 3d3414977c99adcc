import type { ModuleId } from '@wl/tenant-config';
import { isModuleOn, useModulesStore } from '../stores/modules-store.js';

/** Whether a whitelabel module is on; false until the whitelabel tree has loaded. */
export function useModuleEnabled(modId: ModuleId): boolean {
  return useModulesStore((state) => isModuleOn(state, modId));
}
