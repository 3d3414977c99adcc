import type { CentrePageName } from '@wl/paths';
import { escapeHtml, type FirstViewMarkup, type FirstViewPage } from '@wl/widgets/server';
import { dashboardFirstView } from '../../../contracts/index.js';
import { menuTitleKey, visibleMenu, type AgentMenuName } from '../../shell/agent-menu.js';

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
 * The agent centre's frame, drawn by the site server for every visitor of the centre, as
 * `AgentCenter`, `AgentHeader` and `AgentMenu` draw it, class for class: the header's bar with the
 * centre's title (the agent's clock and name are the app's), the menu's button on phones, the
 * entries every agent of the tenant has (the contract entries depend on the agent's contracts and
 * are the app's) and the opened page's heading, then the page's screen-high space, holding on the
 * dashboard the blocks every agent of the tenant sees (`dashboardFirstView`). It needs no
 * session: the menu is the tenant's config. The entries are plain text (no link to follow before
 * the app takes its place).
 */
export function agentCentreFirstView(title: string, page: FirstViewPage): FirstViewMarkup {
  const pages = page.centrePages('agent');
  const titleKeys = new Map(pages.map(({ name, titleKey }) => [name, titleKey]));
  const items = visibleMenu({
    pages: pages.map(({ name }) => name as CentrePageName),
    flags: null,
  });
  const opened = openedPage(items, page.param('page'));
  const text = (key: string) => escapeHtml(page.text(key));
  const titleOf = (name: AgentMenuName) =>
    text(
      name === 'customerService'
        ? 'agent.menu.customerService'
        : menuTitleKey(name, titleKeys.get(name) ?? ''),
    );
  const entries = items
    .map(
      (name) =>
        `<li><span class="${name === opened ? 'menu-active' : ''}">${titleOf(name)}</span></li>`,
    )
    .join('');
  const heading =
    opened === undefined ? '' : `<h2 class="mb-4 text-xl font-semibold">${titleOf(opened)}</h2>`;
  const body = opened === 'agentDashboard' ? dashboardFirstView(page) : '';
  return {
    markup:
      `<div class="min-h-screen" inert>` +
      `<header class="navbar flex-wrap gap-2 bg-base-200 px-4"><h1 class="flex-1 text-2xl font-bold">${escapeHtml(title)}</h1></header>` +
      `<div class="mx-auto flex w-full max-w-7xl flex-col gap-4 p-4 md:flex-row md:items-start">` +
      `<nav class="md:w-56 md:shrink-0"><span class="btn btn-sm btn-block mb-2 md:hidden">${text('agent.menu.toggle')}</span>` +
      `<ul class="menu w-full rounded-box bg-base-200 hidden md:flex">${entries}</ul></nav>` +
      `<div class="min-w-0 flex-1">${heading}<div class="min-h-screen">${body}</div></div>` +
      `</div></div>`,
    preload: [],
  };
}
