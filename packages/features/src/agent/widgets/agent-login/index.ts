import { defineWidget } from '@wl/widgets/definitions';
import type { AgentLoginSettings } from './settings.gen.js';

export const agentLoginWidget = defineWidget<AgentLoginSettings>({
  type: 'agent-login',
  schema: () => import('./schema.json'),
  load: () => import('./AgentLogin.js'),
});
