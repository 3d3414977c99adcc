import { useDeferredValue, useLayoutEffect, type ReactNode } from 'react';
import { statusPageOf, useSystemStatus } from '@wl/core';
import { BrandedLoader } from '../loader/BrandedLoader.js';
import { App } from './App.js';
import { BootError } from './BootError.js';
import { revealApp } from './first-view.js';
import { StatusScreen } from './StatusScreen.js';

/**
 * Decides the first screen by system status: the branded loader until it is known, then
 * `app` (the router with the routes) for 0, the maintenance page for 1, the blocked page for 2.
 * The screen follows the status as a deferred value: the whole app then renders in slices that
 * leave the main thread free, rather than in one long task when the answer arrives. A failed
 * start replaces the server's first view at once; a page (the app's or a status page) when its
 * sections are on screen.
 */
export function BootGate({ app }: { app: ReactNode }) {
  const status = useSystemStatus();
  const data = useDeferredValue(status.data);
  const { error, mutate } = status;
  const failed = data === undefined && error !== undefined;
  useLayoutEffect(() => {
    if (failed) revealApp();
  }, [failed]);
  if (data === undefined) {
    if (error !== undefined) return <BootError error={error} onRetry={() => void mutate()} />;
    return <BrandedLoader />;
  }
  const statusPage = statusPageOf(data.status);
  return statusPage === undefined ? <App>{app}</App> : <StatusScreen status={statusPage} />;
}
