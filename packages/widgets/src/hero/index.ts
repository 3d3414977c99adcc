import { defineWidget } from '../define-widget.js';
import type { HeroSettings } from './Hero.js';

export const heroWidget = defineWidget<HeroSettings>({
  type: 'hero',
  load: () => import('./Hero.js'),
});
