import { paths } from '@wl/paths';
import { defineFeature } from '../define-feature.js';
import { agentCenterWidget } from './widgets/agent-center/index.js';
import { agentLoginWidget } from './widgets/agent-login/index.js';

/** The agent portal: its login and its centre, without the site's header and footer. docs/product/routes.md#layouts */
export const agentFeature = defineFeature({
  id: 'agent',
  modules: [{ id: 'AGEANNOUNCE3', parent: 'COMM3', gates: 'Agent announcements.' }],
  routes: [
    { name: 'agent', path: '/agent', titleKey: 'sections.agentLogin', layout: 'bare' },
    {
      name: 'agentHome',
      path: '/agentHome',
      titleKey: 'sections.agentCenter',
      layout: 'bare',
      requiresAuth: true,
    },
  ],
  modals: {},
  widgets: [agentLoginWidget, agentCenterWidget],
  header: {
    shortcuts: [
      {
        id: 'agent',
        labelKey: 'header.agent',
        to: paths.agentHome(),
        icon: 'agent',
        agentsOnly: true,
      },
    ],
  },
  // The agent centre's own pages (docs/product/agent.md#agent-centre-menu), each its own chunk.
  pages: [
    {
      name: 'agentAnnouncements',
      titleKey: 'agent.pages.agentAnnouncements',
      centres: ['agent'],
      module: 'AGEANNOUNCE3',
      load: () => import('./pages/AgentAnnouncementsPage.js'),
    },
    {
      name: 'teamOverview',
      titleKey: 'agent.pages.teamOverview',
      centres: ['agent'],
      module: 'AFFMAN3',
      load: () => import('./pages/TeamOverviewPage.js'),
    },
    {
      name: 'teamBetting',
      titleKey: 'agent.pages.teamBetting',
      centres: ['agent'],
      module: 'AFFMAN3',
      load: () => import('./pages/TeamBettingPage.js'),
    },
    {
      name: 'userLoss',
      titleKey: 'agent.pages.userLoss',
      centres: ['agent'],
      module: 'AFFMAN3',
      load: () => import('./pages/UserLossPage.js'),
    },
    {
      name: 'myIncome',
      titleKey: 'agent.pages.myIncome',
      centres: ['agent'],
      module: 'AFFMAN3',
      load: () => import('./pages/MyIncomePage.js'),
    },
    {
      name: 'accountDetails',
      titleKey: 'agent.pages.accountDetails',
      centres: ['agent'],
      module: 'AFFMAN3',
      load: () => import('./pages/AccountDetailsPage.js'),
    },
  ],
});
