import type { GameRecord, GameType } from '@wl/api';
import { gameTypeOf, toGames } from './game.js';
import { asRecord, isRecord } from './raw.js';

/** One vendor's games of one type. */
export interface VendorGames {
  gameType: GameType;
  vassalage: string;
  games: GameRecord[];
}

/**
 * games.vassalageTypes: value.content is a map by game type, then by vassalage ({ RNG: { JL:
 * [...] } }), as public clients read it. Flattened to one entry per type and vendor; unknown
 * types are left out. The game types a vendor offers decide its launch route.
 */
export function toVendorGameMenu(value: unknown): VendorGames[] {
  const content = asRecord(asRecord(value).content);
  const menu: VendorGames[] = [];
  for (const [type, vendors] of Object.entries(content)) {
    const gameType = gameTypeOf(type);
    if (!gameType || !isRecord(vendors)) continue;
    for (const [vassalage, games] of Object.entries(vendors)) {
      menu.push({
        gameType,
        vassalage,
        games: Array.isArray(games) ? toGames(games, { gameType, vassalage }) : [],
      });
    }
  }
  return menu;
}

/** The game types a vendor offers, in menu order. */
export function gameTypesOfVendor(menu: readonly VendorGames[], vassalage: string): GameType[] {
  return menu.filter((entry) => entry.vassalage === vassalage).map((entry) => entry.gameType);
}
