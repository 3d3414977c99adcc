import { defineWidget } from '../define-widget.js';
import type { RichTextSettings } from './RichText.js';

export const richTextWidget = defineWidget<RichTextSettings>({
  type: 'rich-text',
  load: () => import('./RichText.js'),
});
