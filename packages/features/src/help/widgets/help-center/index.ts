import { defineWidget } from '@wl/widgets/definitions';
import type { HelpCenterSettings } from './settings.gen.js';

export const helpCenterWidget = defineWidget<HelpCenterSettings>({
  type: 'help-center',
  schema: () => import('./schema.json'),
  load: () => import('./HelpCenter.js'),
});
