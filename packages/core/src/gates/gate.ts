import type { ModuleId } from '@wl/tenant-config';

/**
 * What a feature, route, centre page, navigation entry or widget needs switched on to be offered:
 * one whitelabel module, or several (all of them). docs/architecture.md#gates
 */
export type Gate = ModuleId | readonly ModuleId[];

/** Module switches by modId: a tenant's `modules` (tenant.json) or the modules store's `enabled`. */
export type ModuleSwitches = Readonly<Partial<Record<string, boolean>>>;

/** The modules a gate names (none for no gate). */
export function gateModules(gate: Gate | undefined): readonly ModuleId[] {
  if (gate === undefined) return [];
  return typeof gate === 'string' ? [gate] : gate;
}

/** One gate holding every module of the gates given (a feature's gate and its route's, say). */
export function joinGates(...gates: readonly (Gate | undefined)[]): readonly ModuleId[] {
  return [...new Set(gates.flatMap(gateModules))];
}

/** Whether every module the gate names is on in `modules`; no gate is always open. */
export function isGateOpen(gate: Gate | undefined, modules: ModuleSwitches): boolean {
  return gateModules(gate).every((modId) => modules[modId] === true);
}
