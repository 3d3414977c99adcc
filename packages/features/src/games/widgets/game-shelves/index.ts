import { defineWidget } from '@wl/widgets/definitions';
import type { GameShelvesSettings } from './settings.gen.js';

export const gameShelvesWidget = defineWidget<GameShelvesSettings>({
  type: 'game-shelves',
  schema: () => import('./schema.json'),
  load: () => import('./GameShelves.js'),
});
