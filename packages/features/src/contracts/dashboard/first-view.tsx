import type { ReactElement } from 'react';
import type { FirstViewPage } from '@wl/widgets/server';
import { CONTRACT_KINDS, CONTRACT_TYPES } from '../contract/contract-kinds.js';
import { DASHBOARD_FIGURES, DashboardView, RESERVED } from './DashboardView.js';

/**
 * The dashboard's blocks every agent of the tenant sees, drawn by the site server under the agent
 * centre's frame with the dashboard's own view as it shows them while the agent's figures load:
 * the four figures' labels with their values' lines held, the heading of the commission by kind
 * with a row for each kind whose module is on (its amount held), and the heading of what is
 * waiting. The values, the amounts and what is waiting are the agent's, and the app's.
 */
export function dashboardFirstView(page: FirstViewPage): ReactElement {
  return (
    <DashboardView
      drawn
      busy
      figures={DASHBOARD_FIGURES.map(({ labelKey, testId }) => ({
        label: page.text(labelKey),
        value: RESERVED,
        testId,
      }))}
      kinds={CONTRACT_TYPES.filter((type) => page.moduleOn(CONTRACT_KINDS[type].module)).map(
        (type) => ({ type, label: page.text(CONTRACT_KINDS[type].labelKey), amount: RESERVED }),
      )}
      texts={{
        byKind: page.text('contract.dashboard.byKind'),
        waiting: page.text('contract.dashboard.waiting'),
      }}
    />
  );
}
