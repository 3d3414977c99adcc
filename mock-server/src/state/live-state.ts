/** Live-stream hosts of a merchant (fixtures/live-models.json). */

/** One host; `active` false hides a host that no longer streams for the merchant. */
export interface LiveModelFixture {
  id: number;
  name: string;
  cover: string | null;
  background: string | null;
  gameCode: string | null;
  gameName: string | null;
  streaming: boolean;
  active: boolean;
}

export interface LiveState {
  models: LiveModelFixture[];
}

export function seedLiveState(fixture: LiveModelFixture[]): LiveState {
  return { models: structuredClone(fixture) };
}
