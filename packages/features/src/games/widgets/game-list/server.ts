import { toGamePage } from '@wl/core/first-answers';
import { defineWidgetServer } from '@wl/widgets/server';
import { firstGameListQuery } from '../../game-list-query.js';
import { FIRST_ROW_IMAGES, gameListFirstView } from './first-view.js';
import type { GameListSettings } from './settings.gen.js';

/**
 * The list's first page of games, asked as the list asks it when it opens, inlined with the
 * page; its first two images (a phone's first row) are fetched first. The same page is drawn
 * into the HTML as the list's first view (`first-view.ts`), so a game image is the largest paint
 * before any script has run (docs/performance.md).
 */
export default defineWidgetServer<GameListSettings>({
  firstAnswers: {
    calls: ({ gameType }, { merchant }) => [
      { id: 'games.list', query: { ...firstGameListQuery(gameType), merchant } },
    ],
    images: (value, { gameType }) =>
      toGamePage(value, { gameType }).games.flatMap((game) => (game.icon ? [game.icon] : [])),
    preloadedImages: FIRST_ROW_IMAGES,
  },
  firstView: {
    call: ({ gameType }, { merchant }) => ({
      id: 'games.list',
      query: { ...firstGameListQuery(gameType), merchant },
    }),
    render: ({ gameType }, value, page) => gameListFirstView(gameType, value, page),
  },
});
