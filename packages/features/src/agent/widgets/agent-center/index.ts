import { defineWidget } from '@wl/widgets/definitions';
import type { AgentCenterSettings } from './settings.gen.js';

export const agentCenterWidget = defineWidget<AgentCenterSettings>({
  type: 'agent-center',
  schema: () => import('./schema.json'),
  load: () => import('./AgentCenter.js'),
  server: () => import('./server.js'), // node only: the centre's frame drawn into the page
});
