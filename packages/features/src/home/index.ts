import { defineFeature } from '../define-feature.js';
import { casinoTabsWidget } from './widgets/casino-tabs/index.js';
import { hotLiveStreamsWidget } from './widgets/hot-live-streams/index.js';

/**
 * The home page: entirely the tenant's `pages/home.json`, built from generic blocks and the
 * home blocks this feature declares. docs/product/routes.md#home
 */
export const homeFeature = defineFeature({
  id: 'home',
  routes: [
    {
      name: 'home',
      path: '/',
      aliases: ['/index', '/index.html', '/home'],
      titleKey: 'sections.home',
    },
  ],
  modals: {},
  widgets: [hotLiveStreamsWidget, casinoTabsWidget],
});
