import { defineWidgetServer } from '@wl/widgets/server';
import { statusOf, statusViewMarkup } from '../../status-first-view.js';
import type { BlockedSettings } from './settings.gen.js';

/**
 * The blocked page drawn by the site server while the site is closed to the visitor (status 2),
 * as `Blocked` draws it, with the visitor's own address, so it shows before any code has arrived.
 */
export default defineWidgetServer<BlockedSettings>({
  firstView: {
    call: () => ({ id: 'system.status' }),
    render: ({ image }, value, page) => {
      if (statusOf(value)?.status !== 2) return undefined;
      const ip = page.visitorIp;
      return statusViewMarkup(page, {
        image,
        title: page.text('status.blocked.title'),
        lines: [
          ...(ip === ''
            ? []
            : [{ text: page.text('status.blocked.ip', { ip }), className: 'font-mono' }]),
          { text: page.text('status.blocked.message') },
        ],
        customerServiceLabel: page.text('status.blocked.customerService'),
      });
    },
  },
});
