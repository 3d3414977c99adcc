import { Outlet } from 'react-router-dom';
import { EventSocketLink } from '@wl/core';
import { CENTRE_PAGES, HEADER_ENTRIES } from '@wl/features';
import { CentrePagesProvider, HeaderEntriesProvider } from '@wl/widgets';
import { GlobalLoader } from '../loader/GlobalLoader.js';
import { ModalHost } from '../modals/ModalHost.js';
import { NavigationEffects } from './NavigationEffects.js';
import { SignedInParts } from './SignedInParts.js';

/**
 * The root of every route: the page, the open modals, the global loader, the event socket and
 * what features mount for signed-in visitors, with the features' centre pages and header entries.
 */
export function AppRoot() {
  return (
    <CentrePagesProvider pages={CENTRE_PAGES}>
      <HeaderEntriesProvider entries={HEADER_ENTRIES}>
        <NavigationEffects />
        <Outlet />
        <ModalHost />
        <GlobalLoader />
        <EventSocketLink />
        <SignedInParts />
      </HeaderEntriesProvider>
    </CentrePagesProvider>
  );
}
