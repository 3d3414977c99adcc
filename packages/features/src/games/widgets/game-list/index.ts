import { defineWidget } from '@wl/widgets/definitions';
import type { GameListSettings } from './settings.gen.js';

export const gameListWidget = defineWidget<GameListSettings>({
  type: 'game-list',
  schema: () => import('./schema.json'),
  load: () => import('./GameList.js'),
  server: () => import('./server.js'), // node only: its first page inlined with the page
});
