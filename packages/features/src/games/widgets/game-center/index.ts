import { defineWidget } from '@wl/widgets/definitions';
import type { GameCenterSettings } from './settings.gen.js';

export const gameCenterWidget = defineWidget<GameCenterSettings>({
  type: 'game-center',
  schema: () => import('./schema.json'),
  load: () => import('./GameCenter.js'),
});
