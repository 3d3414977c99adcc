import { toGamePage } from '@wl/core/first-answers';
import { defineWidgetServer } from '@wl/widgets/server';
import { firstGameListQuery } from '../../game-list-query.js';
import type { GameListSettings } from './settings.gen.js';

/**
 * The list's first page of games, asked as the list asks it when it opens, inlined with the
 * page; its first two images (a phone's first row) are fetched first.
 */
export default defineWidgetServer<GameListSettings>({
  firstAnswers: {
    calls: ({ gameType }, { merchant }) =>
      gameType === 'RNG' || gameType === 'FISH' || gameType === 'PVP'
        ? [{ id: 'games.list', query: { ...firstGameListQuery(gameType), merchant } }]
        : [],
    images: (value, { gameType }) =>
      toGamePage(value, { gameType }).games.flatMap((game) => (game.icon ? [game.icon] : [])),
    preloadedImages: 2,
  },
});
