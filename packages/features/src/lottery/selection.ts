import type { LotteryGame, PrizeMode } from '@wl/core';
import type { PrizeModeMenu } from './hooks/use-lottery-menu.js';

/** What the player picked (or the page address asked for). */
export interface LotteryPick {
  prizeMode?: PrizeMode | undefined;
  gameCode?: string | undefined;
}

export interface LotterySelection {
  prizeMode: PrizeMode;
  game: LotteryGame | undefined;
}

const gamesOf = (menu: PrizeModeMenu): LotteryGame[] => menu.groups.flatMap((g) => g.games);

/**
 * The prize mode and game a lottery screen shows (docs/product/games.md#lottery-screens): the game
 * asked for (in the asked prize mode when it has it, else in any), else the first game of the asked
 * prize mode, else the first game of the first mode. Undefined while there are no games.
 */
export function selectLottery(
  menus: readonly PrizeModeMenu[],
  pick: LotteryPick,
): LotterySelection | undefined {
  const modeMenu = menus.find((menu) => menu.prizeMode === pick.prizeMode);
  const ordered = modeMenu ? [modeMenu, ...menus.filter((m) => m !== modeMenu)] : menus;
  if (pick.gameCode !== undefined) {
    for (const menu of ordered) {
      const game = gamesOf(menu).find((g) => g.gameCode === pick.gameCode);
      if (game) return { prizeMode: menu.prizeMode, game };
    }
  }
  const first = ordered[0];
  return first ? { prizeMode: first.prizeMode, game: gamesOf(first)[0] } : undefined;
}
