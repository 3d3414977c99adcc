import { defineFeature } from '../define-feature.js';

/**
 * Analytics: the Google tag the backend names, loaded once the page is idle after loading, and
 * for tenants that require it only after the visitor accepts it in the consent banner.
 * docs/product/seo.md#analytics
 */
export const analyticsFeature = defineFeature({
  id: 'analytics',
  routes: [],
  modals: {},
  widgets: [],
});

/** The analytics part (consent banner and tag loader), its own chunk. */
export const loadAnalyticsPart = () => import('./AnalyticsPart.js');
