import type { GameType } from '@wl/core';

/** Games on one page of a game list. */
export const GAME_PAGE_SIZE = 24;

/**
 * What a game list asks for when it opens (all vendors, no search, page 1), without the merchant;
 * the site server asks the same for the page's first view (docs/performance.md).
 */
export function firstGameListQuery(gameType: GameType) {
  return { gameType, pageNo: 1, pageSize: GAME_PAGE_SIZE };
}
