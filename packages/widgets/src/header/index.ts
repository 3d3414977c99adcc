import { defineWidget } from '../define-widget.js';
import type { HeaderSettings } from './Header.js';

export const headerWidget = defineWidget<HeaderSettings>({
  type: 'header',
  load: () => import('./Header.js'),
});
