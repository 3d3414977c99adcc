import { defineFeature } from '../define-feature.js';
import { pointMallWidget } from './widgets/point-mall/index.js';

/** Points: the points mall. docs/product/member.md#points-mall */
export const pointsFeature = defineFeature({
  id: 'points',
  modules: [{ id: 'PTSYS3', parent: null, gates: 'Points system and points mall.' }],
  module: 'PTSYS3',
  routes: [{ name: 'pointMall', path: '/pointMall', titleKey: 'sections.pointMall' }],
  modals: {},
  widgets: [pointMallWidget],
});
