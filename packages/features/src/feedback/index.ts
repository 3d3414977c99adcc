import { defineFeature } from '../define-feature.js';

/** The member's feedback form, with the tenant's bounds in words. docs/product/member.md#feedback */
export const feedbackFeature = defineFeature({
  id: 'feedback',
  modules: [{ id: 'FEEDBACK3', parent: 'COMM3', gates: 'The feedback form.' }],
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
