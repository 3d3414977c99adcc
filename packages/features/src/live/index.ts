import { defineFeature } from '../define-feature.js';
import { liveHostsWidget } from './widgets/live-hosts/index.js';

/** Live hosts: a block tenant pages may show (for example on home). docs/product/games.md#live-streams */
export const liveFeature = defineFeature({
  id: 'live',
  module: 'CBS3',
  routes: [],
  modals: {},
  widgets: [liveHostsWidget],
});
