import { formatDateTime } from '@wl/core/first-answers';
import { defineWidgetServer } from '@wl/widgets/server';
import { statusOf, statusViewMarkup } from '../../status-first-view.js';
import { maintenanceLines } from '../../status-lines.js';
import type { MaintenanceSettings } from './settings.gen.js';

/**
 * The maintenance page drawn by the site server while the site is in maintenance (status 1), as
 * `Maintenance` draws it, so it shows before any code has arrived.
 */
export default defineWidgetServer<MaintenanceSettings>({
  firstView: {
    call: () => ({ id: 'system.status' }),
    render: ({ image }, value, page) => {
      const status = statusOf(value);
      if (status?.status !== 1) return undefined;
      const end = status.maintenanceEnd
        ? formatDateTime(status.maintenanceEnd, page.language)
        : null;
      return statusViewMarkup(page, {
        widget: 'maintenance',
        image,
        title: page.text('status.maintenance.title'),
        lines: maintenanceLines(page.text, end),
        customerServiceLabel: page.text('status.maintenance.customerService'),
      });
    },
  },
});
