import { defineFeature } from '../define-feature.js';
import { lotteryWidget } from './widgets/lottery/index.js';

/** Lottery: the three lottery pages, for members only (a trial account is told to register first). docs/product/routes.md#route-guard, docs/product/games.md#lottery */
export const lotteryFeature = defineFeature({
  id: 'lottery',
  routes: [
    {
      name: 'lottery',
      path: '/lottery',
      titleKey: 'sections.lottery',
      requiresAuth: true,
      membersOnly: true,
    },
    {
      name: 'seaLottery',
      path: '/seaLottery',
      titleKey: 'sections.lottery',
      requiresAuth: true,
      membersOnly: true,
    },
    {
      name: 'vnLottery',
      path: '/vnLottery',
      titleKey: 'sections.lottery',
      requiresAuth: true,
      membersOnly: true,
    },
  ],
  modals: {},
  widgets: [lotteryWidget],
});
