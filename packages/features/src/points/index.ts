import { defineFeature } from '../define-feature.js';
import { pointMallWidget } from './widgets/point-mall/index.js';

/** Points: the points mall. docs/product/member.md#points-mall */
export const pointsFeature = defineFeature({
  id: 'points',
  module: 'PTSYS3',
  routes: [{ name: 'pointMall', path: '/pointMall', titleKey: 'sections.pointMall' }],
  modals: {},
  widgets: [pointMallWidget],
});
