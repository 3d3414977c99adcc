import { defineWidgetServer } from '@wl/widgets/server';
import { memberCentreFirstView } from './first-view.js';
import type { MemberCenterSettings } from './settings.gen.js';

/**
 * The member centre's frame drawn into the HTML (no call: the menu is the tenant's config), so
 * the centre's title and menu, not a loader, are its first and largest paint (docs/performance.md).
 */
export default defineWidgetServer<MemberCenterSettings>({
  firstView: {
    render: ({ titleKey }, _value, page) => memberCentreFirstView(page.text(titleKey), page),
  },
});
