import { defineWidget } from '@wl/widgets/definitions';
import type { NotAvailableSettings } from './settings.gen.js';

export const notAvailableWidget = defineWidget<NotAvailableSettings>({
  type: 'not-available',
  schema: () => import('./schema.json'),
  load: () => import('./NotAvailable.js'),
});
