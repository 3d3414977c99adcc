import { defineWidget } from '@wl/widgets/definitions';
import type { MaintenanceSettings } from './settings.gen.js';

export const maintenanceWidget = defineWidget<MaintenanceSettings>({
  type: 'maintenance',
  schema: () => import('./schema.json'),
  load: () => import('./Maintenance.js'),
  server: () => import('./server.js'),
});
