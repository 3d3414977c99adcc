import { defineWidget } from '../define-widget.js';
import type { AppDownloadSettings } from './settings.gen.js';

export const appDownloadWidget = defineWidget<AppDownloadSettings>({
  type: 'app-download',
  schema: () => import('./schema.json'),
  load: () => import('./AppDownload.js'),
});
