import { defineWidget } from '../define-widget.js';
import type { HeaderSettings } from './settings.gen.js';

export const headerWidget = defineWidget<HeaderSettings>({
  type: 'header',
  schema: () => import('./schema.json'),
  load: () => import('./Header.js'),
  server: () => import('./server.js'), // node only: its logo row above a page's first view
  // its logo row (h-14) and its navigation row (h-12, with a 1px border), at every width
  placeholderHeight: '104px',
});
