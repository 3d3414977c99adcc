import { defineWidget } from '@wl/widgets/definitions';
import type { LotterySettings } from './settings.gen.js';

export const lotteryWidget = defineWidget<LotterySettings>({
  type: 'lottery',
  schema: () => import('./schema.json'),
  load: () => import('./Lottery.js'),
  server: () => import('./server.js'), // node only: its first prize mode drawn into the page
});
