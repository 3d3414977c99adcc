import { defineFeature } from '../define-feature.js';
import { helpCenterWidget } from './widgets/help-center/index.js';

/** The help centre (also at /helpmc). docs/product/routes.md#route-table */
export const helpFeature = defineFeature({
  id: 'help',
  routes: [{ name: 'help', path: '/help', aliases: ['/helpmc'], titleKey: 'sections.help' }],
  modals: {},
  widgets: [helpCenterWidget],
});
