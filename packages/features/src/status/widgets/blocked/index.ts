import { defineWidget } from '@wl/widgets/definitions';
import type { BlockedSettings } from './settings.gen.js';

export const blockedWidget = defineWidget<BlockedSettings>({
  type: 'blocked',
  schema: () => import('./schema.json'),
  load: () => import('./Blocked.js'),
  server: () => import('./server.js'),
});
