import { defineWidget } from '../define-widget.js';
import type { NoticeMarqueeSettings } from './settings.gen.js';

export const noticeMarqueeWidget = defineWidget<NoticeMarqueeSettings>({
  type: 'notice-marquee',
  schema: () => import('./schema.json'),
  load: () => import('./NoticeMarquee.js'),
  placeholderHeight: '2.5rem', // one line of h-10
});
