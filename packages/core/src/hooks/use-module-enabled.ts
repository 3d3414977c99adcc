import type { ModuleId } from '@wl/tenant-config';
import { useGateOpen } from '../gates/use-gate.js';
import { isModuleOn, useModulesStore } from '../stores/modules-store.js';

/** Whether a whitelabel module is on; false until the whitelabel tree has loaded. */
export function useModuleEnabled(modId: ModuleId): boolean {
  return useModulesStore((state) => isModuleOn(state, modId));
}

/**
 * Whether to show a part of a screen that a module switches (a form field, a tab, a button): the
 * rule of `useGateOpen`. What a whole route, centre page or widget needs is declared as its gate
 * instead (docs/architecture.md#gates). Calls stay gated by `useModuleEnabled` / `callEndpoint`,
 * which never assume a module is on.
 */
export function useFeatureVisible(modId: ModuleId): boolean {
  return useGateOpen(modId);
}
