import { defineWidget } from '../define-widget.js';
import type { RichTextSettings } from './settings.gen.js';

export const richTextWidget = defineWidget<RichTextSettings>({
  type: 'rich-text',
  schema: () => import('./schema.json'),
  load: () => import('./RichText.js'),
});
