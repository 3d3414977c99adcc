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

/**
 * The agent centre: its header, the menu of the pages this agent may use, and the page named in
 * `?page=` (the dashboard by default, else the team overview, else the first of the menu; a page whose gate is closed,
 * or that this agent may not open, says it is not available). A signed-in account that is not an
 * agent goes to the agent login page. docs/product/agent.md#who-may-stay
 */
export default function AgentCenter({ settings }: WidgetProps<AgentCenterSettings>) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const session = useSessionStore();
  const pages = useCentrePages('agent');
  const { data: funds } = useConsolidated();
  const asked = search.get('page');
  const askedPage = useAskedCentrePage('agent', asked);
  const inUse = useContractPagesInUse(flaggedOff(funds ?? null));

  if (!session.isLogin || !session.isAgent) {
    return (
      <div data-widget="agent-center">
        <Navigate to={paths.agent()} replace />
      </div>
    );
  }

  const items = visibleMenu({
    pages: pages.map((p) => p.name),
    flags: funds ?? null,
    inUse: inUse.pages,
  });
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
        page && <CentrePageView name={page.name} />
      )}
    </AgentCentreLayout>
  );
}
