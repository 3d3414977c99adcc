import { defineWidget } from '../define-widget.js';
import type { FooterSettings } from './settings.gen.js';

export const footerWidget = defineWidget<FooterSettings>({
  type: 'footer',
  schema: () => import('./schema.json'),
  load: () => import('./Footer.js'),
});
