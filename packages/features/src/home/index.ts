import { defineFeature } from '../define-feature.js';

/** The home page: entirely the tenant's `pages/home.json`. docs/product/routes.md#home */
export const homeFeature = defineFeature({
  id: 'home',
  routes: [{ name: 'home', titleKey: 'sections.home' }],
  modals: {},
  widgets: [],
});
