import { defineWidget } from '../define-widget.js';
import type { HeaderSettings } from './settings.gen.js';

export const headerWidget = defineWidget<HeaderSettings>({
  type: 'header',
  schema: () => import('./schema.json'),
  load: () => import('./Header.js'),
});
