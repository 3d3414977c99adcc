import { defineFeature } from '../define-feature.js';
import { lotteryWidget } from './widgets/lottery/index.js';

/** Lottery: the three lottery pages, for logged-in players only. docs/product/routes.md#route-guard, docs/product/games.md#lottery */
export const lotteryFeature = defineFeature({
  id: 'lottery',
  routes: [
    { name: 'lottery', titleKey: 'sections.lottery', requiresAuth: true },
    { name: 'seaLottery', titleKey: 'sections.lottery', requiresAuth: true },
    { name: 'vnLottery', titleKey: 'sections.lottery', requiresAuth: true },
  ],
  modals: {},
  widgets: [lotteryWidget],
});
