import { defineFeature } from '../define-feature.js';
import { promotionsWidget } from './widgets/promotions/index.js';

/**
 * Promotions: the /promotions page and the reward centre, a member-centre page.
 * docs/product/member.md#promotions
 */
export const promotionsFeature = defineFeature({
  id: 'promotions',
  module: 'REWCEN3',
  routes: [{ name: 'promotions', path: '/promotions', titleKey: 'sections.promotions' }],
  modals: {},
  widgets: [promotionsWidget],
  pages: [
    {
      name: 'rewardCenter',
      titleKey: 'sections.rewardCenter',
      centres: ['member'],
      load: () => import('./pages/RewardCenter.js'),
    },
  ],
});
