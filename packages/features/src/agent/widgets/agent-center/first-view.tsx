import type { CentrePageName } from '@wl/paths';
import { drawnMarkup, type FirstViewMarkup, type FirstViewPage } from '@wl/widgets/server';
import { dashboardFirstView } from '../../../contracts/index.js';
import { clockText } from '../../shell/agent-clock.js';
import { AgentClockView } from '../../shell/AgentClockView.js';
import { AgentHeaderView } from '../../shell/AgentHeaderView.js';
import { AgentMenuView } from '../../shell/AgentMenuView.js';
import { gmtOffset } from '../../shell/gmt-offset.js';
import { agentMenuEntries, visibleMenu, type AgentMenuName } from '../../shell/agent-menu.js';
import { AgentCentreLayout } from './AgentCentreLayout.js';

/**
 * The moment whose words hold the clock's place, unseen, in the server's copy (the visitor's time
 * zone is the app's): one of the widest of the year, and the same on every page, so the page is
 * kept once for all.
 */
const HELD_MOMENT = new Date(2026, 11, 28, 22, 58, 58);

/**
 * The page the agent centre opens on before the agent's contracts are known: the one `?page=`
 * names when every agent of the tenant has it in the menu, else none (the app judges it); without
 * `?page=`, the dashboard, else the team overview, else the menu's first page, as `AgentCenter`
 * picks it.
 */
function openedPage(items: readonly AgentMenuName[], asked: string | undefined) {
  const pages = items.filter((name) => name !== 'customerService');
  if (asked !== undefined) return pages.find((name) => name === asked);
  return (
    pages.find((name) => name === 'agentDashboard') ??
    pages.find((name) => name === 'teamOverview') ??
    pages[0]
  );
}

/**
 * The agent centre's frame, drawn by the site server for every visitor of the centre with the
 * app's views (`AgentCentreLayout`, `AgentHeaderView`, `AgentMenuView`): the header's bar with the
 * centre's title and logout, the time zone's and the clock's places held unseen (the visitor's
 * time and the agent's name are the app's), the menu's button on phones, the
 * entries every agent of the tenant has (the contract entries depend on the agent's contracts and
 * are the app's) and the opened page's heading, then the page's screen-high space, holding on the
 * dashboard the blocks every agent of the tenant sees (`dashboardFirstView`). It needs no
 * session: the menu is the tenant's config. The entries are plain words (no link to follow before
 * the app takes its place); the frame is inert until the app takes its place.
 */
export function agentCentreFirstView(title: string, page: FirstViewPage): FirstViewMarkup {
  const pages = page.centrePages('agent');
  const items = visibleMenu({
    pages: pages.map(({ name }) => name as CentrePageName),
    flags: null,
  });
  const opened = openedPage(items, page.param('page'));
  const entries = agentMenuEntries(items, pages, page.text);
  const markup = drawnMarkup(
    <AgentCentreLayout
      drawn
      header={
        <AgentHeaderView
          drawn
          title={title}
          clock={
            <AgentClockView
              drawn
              gmt={gmtOffset(HELD_MOMENT)}
              clock={clockText(HELD_MOMENT, page.language)}
              dateTime={HELD_MOMENT.toISOString()}
            />
          }
          name=""
          logout={page.text('agent.header.logout')}
        />
      }
      menu={
        <AgentMenuView
          label={page.text('agent.menu.label')}
          toggle={page.text('agent.menu.toggle')}
          entries={entries}
          current={opened}
          open={false}
        />
      }
      heading={entries.find(({ name }) => name === opened)?.title}
    >
      <div className="min-h-screen">{opened === 'agentDashboard' && dashboardFirstView(page)}</div>
    </AgentCentreLayout>,
  );
  return { markup, preload: [] };
}
