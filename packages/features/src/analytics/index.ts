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

/**
 * The analytics watcher, its own chunk: it reads the tag id and, when there is one, loads the
 * consent banner and tag loader in another.
 */
export const loadAnalyticsPart = () => import('./AnalyticsWatcher.js');

export { consentChoiceInCookies } from './consent-choice.js';
