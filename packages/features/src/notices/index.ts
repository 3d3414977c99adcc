import { defineFeature } from '../define-feature.js';

/**
 * Notices: the one-button message window any part of the site opens by name
 * (`open('notice', { tone, messageKey })`), e.g. the launch flow's "register a real account" and
 * "Game under maintenance". docs/product/games.md#launch-branches
 */
export const noticesFeature = defineFeature({
  id: 'notices',
  routes: [],
  modals: { notice: () => import('./NoticeModal.js') },
  widgets: [],
});
