import { defineWidget } from '@wl/widgets/definitions';
import type { SeamlessSettings } from './settings.gen.js';

export const seamlessWidget = defineWidget<SeamlessSettings>({
  type: 'seamless',
  schema: () => import('./schema.json'),
  load: () => import('./Seamless.js'),
});
