import { defineWidget } from '@wl/widgets/definitions';
import type { LiveHostsSettings } from './settings.gen.js';

export const liveHostsWidget = defineWidget<LiveHostsSettings>({
  type: 'live-hosts',
  schema: () => import('./schema.json'),
  load: () => import('./LiveHosts.js'),
});
