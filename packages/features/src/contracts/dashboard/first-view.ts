import { escapeHtml, type FirstViewPage } from '@wl/widgets/server';
import { CONTRACT_KINDS } from '../contract/contract-kinds.js';
import { DASHBOARD_CLASS as C, DASHBOARD_FIGURES, dashboardKinds } from './dashboard-look.js';

/** A line's height held for a figure or amount the app fills in (no text to paint yet). */
const RESERVED = '&nbsp;';

/**
 * The dashboard's blocks every agent of the tenant sees, drawn by the site server under the agent
 * centre's frame as DashboardPage draws them while the agent's figures load: the four figures'
 * labels with their values' lines held, the heading of the commission by kind with a row for each
 * kind whose module is on (its amount held), and the heading of what is waiting. The values, the
 * amounts and what is waiting are the agent's, and the app's.
 */
export function dashboardFirstView(page: FirstViewPage): string {
  const text = (key: string) => escapeHtml(page.text(key));
  const figures = DASHBOARD_FIGURES.map(
    ({ labelKey }) =>
      `<div class="${C.figure}"><div class="${C.figureLabel}">${text(labelKey)}</div>` +
      `<div class="${C.figureValue}">${RESERVED}</div></div>`,
  ).join('');
  const kinds = dashboardKinds(page.moduleOn);
  const byKind =
    kinds.length === 0
      ? ''
      : `<section><h3 class="${C.heading}">${text('contract.dashboard.byKind')}</h3>` +
        `<ul class="${C.kinds}">` +
        kinds
          .map(
            (type) =>
              `<li class="${C.kind}"><span class="link">${text(CONTRACT_KINDS[type].labelKey)}</span>` +
              `<span class="${C.amount}">${RESERVED}</span></li>`,
          )
          .join('') +
        `</ul></section>`;
  return (
    `<div class="${C.page}"><div class="${C.figures}">${figures}</div>${byKind}` +
    `<section><h3 class="${C.heading}">${text('contract.dashboard.waiting')}</h3></section></div>`
  );
}
