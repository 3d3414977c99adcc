import { defineWidget } from '@wl/widgets/definitions';
import type { GameListSettings } from './settings.gen.js';

export const gameListWidget = defineWidget<GameListSettings>({
  type: 'game-list',
  schema: () => import('./schema.json'),
  load: () => import('./GameList.js'),
});
