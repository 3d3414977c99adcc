import { defineWidgetServer } from '@wl/widgets/server';
import { agentCentreFirstView } from './first-view.js';
import type { AgentCenterSettings } from './settings.gen.js';

/**
 * The agent centre's frame drawn into the HTML (no call: the menu is the tenant's config), so the
 * centre's title, menu and the opened page's heading, not a loader, are its first paint
 * (docs/performance.md).
 */
export default defineWidgetServer<AgentCenterSettings>({
  firstView: {
    render: ({ titleKey }, _value, page) => agentCentreFirstView(page.text(titleKey), page),
  },
});
