import { defineWidget } from '../define-widget.js';
import type { MaintenanceSettings } from './Maintenance.js';

export const maintenanceWidget = defineWidget<MaintenanceSettings>({
  type: 'maintenance',
  load: () => import('./Maintenance.js'),
});
