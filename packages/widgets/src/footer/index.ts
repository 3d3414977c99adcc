import { defineWidget } from '../define-widget.js';
import type { FooterSettings } from './Footer.js';

export const footerWidget = defineWidget<FooterSettings>({
  type: 'footer',
  load: () => import('./Footer.js'),
});
