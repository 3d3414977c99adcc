import { Outlet } from 'react-router-dom';
import { EventSocketLink } from '@wl/core';
import { CENTRE_PAGES, HEADER_ENTRIES } from '@wl/features';
import { CentrePagesProvider, HeaderEntriesProvider, RouteGatesProvider } from '@wl/widgets';
import { GlobalLoader } from '../loader/GlobalLoader.js';
import { ModalHost } from '../modals/ModalHost.js';
import { NavigationEffects } from './NavigationEffects.js';
import { appRouteAt } from './route-match.js';
import { SignedInParts } from './SignedInParts.js';

/** The gate of the route a path shows, for links config names by address (the phone bar). */
const routeGateAt = (pathname: string) => appRouteAt(pathname)?.modules;

/**
 * The root of every route: the page, the open modals, the global loader, the event socket and
 * what features mount for signed-in visitors, with the features' centre pages and header entries
 * and the route table's gates.
 */
export function AppRoot() {
  return (
    <CentrePagesProvider pages={CENTRE_PAGES}>
      <HeaderEntriesProvider entries={HEADER_ENTRIES}>
        <RouteGatesProvider gateAt={routeGateAt}>
          <NavigationEffects />
          <Outlet />
          <ModalHost />
          <GlobalLoader />
          <EventSocketLink />
          <SignedInParts />
        </RouteGatesProvider>
      </HeaderEntriesProvider>
    </CentrePagesProvider>
  );
}
