import { defineWidgetServer } from '@wl/widgets/server';
import { statusOf, statusViewMarkup } from '../../status-first-view.js';
import { blockedLines } from '../../status-lines.js';
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
      return statusViewMarkup(page, {
        widget: 'blocked',
        image,
        title: page.text('status.blocked.title'),
        lines: blockedLines(page.text, page.visitorIp),
        customerServiceLabel: page.text('status.blocked.customerService'),
      });
    },
  },
});
