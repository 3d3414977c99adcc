import { defineFeature } from '../define-feature.js';

/**
 * The security centre ("my account"): profile, the bound mobile number and e-mail, login password,
 * payment password and bound bank cards. docs/product/member.md#security-centre
 */
export const securityFeature = defineFeature({
  id: 'security',
  routes: [],
  modals: {},
  widgets: [],
  pages: [
    {
      name: 'securityCenter',
      titleKey: 'security.pageTitle',
      centres: ['member'],
      load: () => import('./SecurityCenter.js'),
    },
  ],
});
