import { RouterProvider, type DataRouter } from 'react-router-dom';
import { useDomainRoute, useWhitelabel } from '@wl/core';

/** The normal app (status 0): whitelabel modules and domain routes load, the router renders. */
export function App({ router }: { router: DataRouter }) {
  useWhitelabel();
  useDomainRoute();
  return <RouterProvider router={router} />;
}
