import { useCallback } from 'react';
import { useModulesStore } from '../stores/modules-store.js';
import { useTenant } from '../tenant/tenant-context.js';
import { gateModules, isGateOpen, type Gate } from './gate.js';

/**
 * A gate's state now: `closed` as soon as the tenant's config has one of its modules off, else
 * `pending` until the backend's whitelabel answer is in (or has failed: then the tenant's config
 * decides alone), then `open` or `closed` as the modules store says.
 */
export type GateState = 'open' | 'closed' | 'pending';

/** Judges any gate by the current module state (for lists: menus, a page's sections). */
export function useGateJudge(): (gate: Gate | undefined) => GateState {
  const tenantModules = useTenant().modules;
  const loaded = useModulesStore((state) => state.loaded);
  const enabled = useModulesStore((state) => state.enabled);
  return useCallback(
    (gate) => {
      if (gateModules(gate).length === 0) return 'open';
      if (!isGateOpen(gate, tenantModules)) return 'closed';
      if (!loaded) return 'pending';
      return isGateOpen(gate, enabled) ? 'open' : 'closed';
    },
    [tenantModules, loaded, enabled],
  );
}

export function useGateState(gate: Gate | undefined): GateState {
  return useGateJudge()(gate);
}

/**
 * Whether to offer what a gate guards (a menu entry, a link, a block): the tenant's config until
 * the whitelabel answer is in, so an enabled entry does not flicker in; then the backend's word.
 */
export function useGateOpen(gate: Gate | undefined): boolean {
  return useGateState(gate) !== 'closed';
}
