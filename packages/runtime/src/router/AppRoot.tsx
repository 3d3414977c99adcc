import { Outlet } from 'react-router-dom';
import { GlobalLoader } from '../loader/GlobalLoader.js';
import { ModalHost } from '../modals/ModalHost.js';
import { NavigationEffects } from './NavigationEffects.js';

/** The root of every route: the page, the open modals and the global loader. */
export function AppRoot() {
  return (
    <>
      <NavigationEffects />
      <Outlet />
      <ModalHost />
      <GlobalLoader />
    </>
  );
}
