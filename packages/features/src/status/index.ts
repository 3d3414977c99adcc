import { defineFeature } from '../define-feature.js';
import { blockedWidget } from './widgets/blocked/index.js';
import { maintenanceWidget } from './widgets/maintenance/index.js';
import { notAvailableWidget } from './widgets/not-available/index.js';
import { notFoundWidget } from './widgets/not-found/index.js';

/**
 * The views shown instead of a route: maintenance (system status 1) and blocked (2), which the
 * start-up gate renders as `pages/maintenance.json` and `pages/blocked.json`, the not-found page
 * (`pages/notFound.json`) of any unknown address and the not-available page
 * (`pages/notAvailable.json`) of a route whose gate is closed.
 * docs/product/routes.md#start-up-status-views, docs/product/routes.md#not-available-page
 */
export const statusFeature = defineFeature({
  id: 'status',
  routes: [],
  modals: {},
  widgets: [maintenanceWidget, blockedWidget, notFoundWidget, notAvailableWidget],
});
