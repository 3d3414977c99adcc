import { defineFeature } from '../define-feature.js';
import { agentCenterWidget } from './widgets/agent-center/index.js';
import { agentLoginWidget } from './widgets/agent-login/index.js';

/** The agent portal: its login and its centre, without the site's header and footer. docs/product/routes.md#layouts */
export const agentFeature = defineFeature({
  id: 'agent',
  routes: [
    { name: 'agent', titleKey: 'sections.agentLogin', layout: 'bare' },
    { name: 'agentHome', titleKey: 'sections.agentCenter', layout: 'bare', requiresAuth: true },
  ],
  modals: {},
  widgets: [agentLoginWidget, agentCenterWidget],
});
