import { defineWidget } from '../define-widget.js';
import type { HeroSettings } from './settings.gen.js';

export const heroWidget = defineWidget<HeroSettings>({
  type: 'hero',
  schema: () => import('./schema.json'),
  load: () => import('./Hero.js'),
});
