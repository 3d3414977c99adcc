import type { MerchantState } from '../state/merchant-state.js';
import type { ScenarioName } from './scenario-catalog.js';

/** A scenario switched on for one merchant. */
export interface ActiveScenario {
  name: ScenarioName;
  /** Endpoint ids or id prefixes ending in '.' (e.g. 'games.'); null: every endpoint it concerns. */
  endpoints: string[] | null;
  /** Wait before the scenario's effect, in milliseconds. */
  delayMs: number;
}

/**
 * Active scenarios by merchant state. Keyed by the state object, so a reset (which drops the
 * state) switches every scenario of that merchant off too.
 */
const active = new WeakMap<MerchantState, ActiveScenario[]>();

/** The merchant's scenarios in the order they were switched on. */
export function activeScenarios(state: MerchantState): readonly ActiveScenario[] {
  return active.get(state) ?? [];
}

/** Switches a scenario on; one already on under that name is replaced (and moves last). */
export function switchOn(state: MerchantState, scenario: ActiveScenario): void {
  const others = activeScenarios(state).filter((s) => s.name !== scenario.name);
  active.set(state, [...others, scenario]);
}

/** Switches one scenario off, or every scenario of the merchant when no name is given. */
export function switchOff(state: MerchantState, name?: ScenarioName): void {
  if (name === undefined) {
    active.delete(state);
    return;
  }
  active.set(
    state,
    activeScenarios(state).filter((s) => s.name !== name),
  );
}

/** Whether an endpoint id is one of `patterns` (an exact id, or a prefix ending in '.'). */
export function endpointMatches(id: string, patterns: readonly string[] | null): boolean {
  if (patterns === null) return true;
  return patterns.some((p) => p === id || (p.endsWith('.') && id.startsWith(p)));
}
