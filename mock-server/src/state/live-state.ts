/** Live-stream hosts of a merchant (fixtures/live-models.json). */
import type { LiveModelsValue } from '@wl/api';

/** One host as the API schema shows it; `active` false hides a host that no longer streams for the merchant. */
export type LiveModelFixture = LiveModelsValue[number] & { active: boolean };

export interface LiveState {
  models: LiveModelFixture[];
}

export function seedLiveState(fixture: LiveModelFixture[]): LiveState {
  return { models: structuredClone(fixture) };
}
