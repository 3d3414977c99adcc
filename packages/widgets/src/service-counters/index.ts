import { defineWidget } from '../define-widget.js';
import type { ServiceCountersSettings } from './settings.gen.js';

export const serviceCountersWidget = defineWidget<ServiceCountersSettings>({
  type: 'service-counters',
  schema: () => import('./schema.json'),
  load: () => import('./ServiceCounters.js'),
});
