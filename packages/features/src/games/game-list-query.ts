import type { GameType } from '@wl/core';

/** Games on one page of a game list. */
export const GAME_PAGE_SIZE = 24;

/**
 * What a game list asks for when it opens (all vendors, no search, page 1), without the merchant;
 * the list's server declarations (`widgets/game-list/server.ts`) have the site server ask the
 * same and inline it with the page (docs/performance.md).
 */
export function firstGameListQuery(gameType: GameType) {
  return { gameType, pageNo: 1, pageSize: GAME_PAGE_SIZE };
}
