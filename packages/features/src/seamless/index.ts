import { defineFeature } from '../define-feature.js';
import { seamlessWidget } from './widgets/seamless/index.js';

/** Seamless games: the /seamless page. docs/product/games.md */
export const seamlessFeature = defineFeature({
  id: 'seamless',
  routes: [{ name: 'seamless', path: '/seamless', titleKey: 'sections.seamless' }],
  modals: {},
  widgets: [seamlessWidget],
});
