import { defineFeature } from '../define-feature.js';

/** The member's feedback form, with the tenant's bounds in words. docs/product/member.md#feedback */
export const feedbackFeature = defineFeature({
  id: 'feedback',
  module: 'FEEDBACK3',
  routes: [],
  modals: {},
  widgets: [],
  pages: [
    {
      name: 'feedback',
      titleKey: 'feedback.pageTitle',
      centres: ['member'],
      load: () => import('./Feedback.js'),
    },
  ],
});
