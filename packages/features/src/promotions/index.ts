import { defineFeature } from '../define-feature.js';
import { promotionsWidget } from './widgets/promotions/index.js';

/** Promotions: the /promotions page. docs/product/member.md#promotions */
export const promotionsFeature = defineFeature({
  id: 'promotions',
  routes: [{ name: 'promotions', titleKey: 'sections.promotions' }],
  modals: {},
  widgets: [promotionsWidget],
});
