import { GAME_CATEGORIES, navLabelKey } from '@wl/tenant-config';
import { defineFeature } from '../define-feature.js';
import { gameCenterWidget } from './widgets/game-center/index.js';
import { gameListWidget } from './widgets/game-list/index.js';
import { gameShelvesWidget } from './widgets/game-shelves/index.js';
import { winnerBoardWidget } from './widgets/winner-board/index.js';

/**
 * Games: one page per game category; the game-centre categories list vendors, the game-list
 * categories list games; the popup game list of a vendor. docs/product/games.md#game-categories-and-menus
 */
export const gamesFeature = defineFeature({
  id: 'games',
  routes: GAME_CATEGORIES.map(({ route, type }) => ({
    name: route,
    path: `/${route}`,
    titleKey: navLabelKey(type),
  })),
  modals: {
    vendorGames: () => import('./modals/VendorGamesModal.js'),
  },
  widgets: [gameCenterWidget, gameListWidget, gameShelvesWidget, winnerBoardWidget],
});
