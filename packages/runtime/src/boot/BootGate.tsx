import { useDeferredValue, useLayoutEffect, type ReactNode } from 'react';
import { useSystemStatus } from '@wl/core';
import { BrandedLoader } from '../loader/BrandedLoader.js';
import { App } from './App.js';
import { BootError } from './BootError.js';
import { revealApp } from './first-view.js';
import { StatusScreen } from './StatusScreen.js';

/**
 * Decides the first screen by system status: the branded loader until it is known, then
 * `app` (the router with the routes) for 0, the maintenance page for 1, the blocked page for 2.
 * The screen follows the status as a deferred value: the whole app then renders in slices that
 * leave the main thread free, rather than in one long task when the answer arrives.
 */
export function BootGate({ app }: { app: ReactNode }) {
  const status = useSystemStatus();
  const data = useDeferredValue(status.data);
  const { error, mutate } = status;
  // A status page or a failed start replaces the server's first view at once.
  const settled = data === undefined ? error !== undefined : data.status !== 0;
  useLayoutEffect(() => {
    if (settled) revealApp();
  }, [settled]);
  if (data === undefined) {
    if (error !== undefined) return <BootError error={error} onRetry={() => void mutate()} />;
    return <BrandedLoader />;
  }
  switch (data.status) {
    case 0:
      return <App>{app}</App>;
    case 1:
      return <StatusScreen status="maintenance" />;
    case 2:
      return <StatusScreen status="blocked" />;
  }
}
