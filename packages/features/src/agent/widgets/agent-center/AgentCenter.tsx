import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useConsolidated, useSessionStore } from '@wl/core';
import { paths } from '@wl/paths';
import {
  CentrePageView,
  InlineLoader,
  useAskedCentrePage,
  useCentrePages,
  type WidgetProps,
} from '@wl/widgets';
import { useContractPagesInUse } from '../../../contracts/index.js';
import {
  flaggedOff,
  menuTitleKey,
  visibleMenu,
  type AgentMenuName,
} from '../../shell/agent-menu.js';
import { AgentHeader } from '../../shell/AgentHeader.js';
import { AgentMenu } from '../../shell/AgentMenu.js';
import { AgentCentreLayout } from './AgentCentreLayout.js';
import type { AgentCenterSettings } from './settings.gen.js';

/** The chosen page, drawn again only when another is chosen (not at each answer the centre gets). */
const ChosenPage = memo(CentrePageView);

/**
 * The agent centre: its header, the menu of the pages this agent may use, and the page named in
 * `?page=` (the dashboard by default, else the team overview, else the first of the menu; a page whose gate is closed,
 * or that this agent may not open, says it is not available). A signed-in account that is not an
 * agent goes to the agent login page. docs/product/agent.md#who-may-stay
 */
export default function AgentCenter({ settings }: WidgetProps<AgentCenterSettings>) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const isLogin = useSessionStore((state) => state.isLogin);
  const isAgent = useSessionStore((state) => state.isAgent);
  const pages = useCentrePages('agent');
  const { data: funds } = useConsolidated();
  const asked = search.get('page');
  const askedPage = useAskedCentrePage('agent', asked);
  const inUse = useContractPagesInUse(flaggedOff(funds ?? null));

  // One list for as long as what it is made of holds, so the menu is not drawn again for nothing
  // (`inUse.pages` is a new array at each render: its entries are what counts).
  const inUsePages = inUse.pages.join(' ');
  const items = useMemo(
    () =>
      visibleMenu({
        pages: pages.map((p) => p.name),
        flags: funds ?? null,
        inUse: inUsePages === '' ? [] : inUsePages.split(' '),
      }),
    [pages, funds, inUsePages],
  );

  if (!isLogin || !isAgent) {
    return (
      <div data-widget="agent-center">
        <Navigate to={paths.agent()} replace />
      </div>
    );
  }

  const closed = askedPage !== undefined && !pages.includes(askedPage);
  const chosen: AgentMenuName | undefined = closed
    ? askedPage.name
    : items.find((name) => name === asked && name !== 'customerService');
  // A page named in the address that this agent may not open is said so, not swapped for another.
  const refused = asked !== null && chosen === undefined;
  const judging = refused && (funds === undefined || !inUse.settled);
  const current =
    chosen ??
    (refused
      ? undefined
      : (items.find((name) => name === 'agentDashboard') ??
        items.find((name) => name === 'teamOverview') ??
        items.find((name) => name !== 'customerService')));
  const page = closed ? askedPage : pages.find((p) => p.name === current);

  const shown = !judging && !refused && page !== undefined;
  return (
    <AgentCentreLayout
      header={<AgentHeader title={t(settings.titleKey)} />}
      menu={<AgentMenu items={items} pages={pages} current={current} />}
      heading={shown ? t(menuTitleKey(page.name, page.titleKey)) : undefined}
    >
      {judging ? (
        <InlineLoader />
      ) : refused ? (
        <div role="alert" className="alert" data-testid="agent-page-refused">
          {t('agent.notAvailable')}
        </div>
      ) : (
        page && <ChosenPage name={page.name} />
      )}
    </AgentCentreLayout>
  );
}
