import { defineWidget } from '@wl/widgets/definitions';
import type { WinnerBoardSettings } from './settings.gen.js';

export const winnerBoardWidget = defineWidget<WinnerBoardSettings>({
  type: 'winner-board',
  schema: () => import('./schema.json'),
  load: () => import('./WinnerBoard.js'),
});
