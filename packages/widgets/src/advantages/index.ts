import { defineWidget } from '../define-widget.js';
import type { AdvantagesSettings } from './settings.gen.js';

export const advantagesWidget = defineWidget<AdvantagesSettings>({
  type: 'advantages',
  schema: () => import('./schema.json'),
  load: () => import('./Advantages.js'),
});
