import { defineFeature } from '../define-feature.js';
import { gameCenterWidget } from './widgets/game-center/index.js';
import { gameListWidget } from './widgets/game-list/index.js';
import { winnerBoardWidget } from './widgets/winner-board/index.js';

/**
 * Games: one page per game category; the game-centre categories list vendors, the game-list
 * categories list games; the popup game list of a vendor. docs/product/games.md#game-categories-and-menus
 */
export const gamesFeature = defineFeature({
  id: 'games',
  routes: [
    { name: 'sports', titleKey: 'nav.SPORTS' },
    { name: 'esports', titleKey: 'nav.ESPORTS' },
    { name: 'live', titleKey: 'nav.LIVE' },
    { name: 'lott', titleKey: 'nav.LOTT' },
    { name: 'elott', titleKey: 'nav.ELOTT' },
    { name: 'cockfight', titleKey: 'nav.COCKFIGHT' },
    { name: 'pvp', titleKey: 'nav.PVP' },
    { name: 'fish', titleKey: 'nav.FISH' },
    { name: 'rng', titleKey: 'nav.RNG' },
  ],
  modals: {
    vendorGames: () => import('./modals/VendorGamesModal.js'),
  },
  widgets: [gameCenterWidget, gameListWidget, winnerBoardWidget],
});
