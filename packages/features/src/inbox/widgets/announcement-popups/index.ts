import { defineWidget } from '@wl/widgets/definitions';
import type { AnnouncementPopupsSettings } from './settings.gen.js';

export const announcementPopupsWidget = defineWidget<AnnouncementPopupsSettings>({
  type: 'announcement-popups',
  schema: () => import('./schema.json'),
  load: () => import('./AnnouncementPopups.js'),
});
