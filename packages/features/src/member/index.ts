import { paths } from '@wl/paths';
import { defineFeature } from '../define-feature.js';
import { memberCenterWidget } from './widgets/member-center/index.js';

/** The member centre, for logged-in players only. docs/product/member.md#member-centre-pages */
export const memberFeature = defineFeature({
  id: 'member',
  routes: [
    {
      name: 'member',
      path: '/member',
      titleKey: 'sections.memberCenter',
      requiresAuth: true,
      membersOnly: true,
    },
  ],
  modals: {},
  widgets: [memberCenterWidget],
  header: {
    memberMenu: [
      {
        id: 'myAccount',
        labelKey: 'header.myAccount',
        to: paths.member({ page: 'securityCenter' }),
      },
    ],
  },
});
