import type { ReactNode } from 'react';
import { useSystemStatus } from '@wl/core';
import { BrandedLoader } from '../loader/BrandedLoader.js';
import { App } from './App.js';
import { BootError } from './BootError.js';
import { StatusScreen } from './StatusScreen.js';

/**
 * Decides the first screen by system status: the branded loader until it is known, then
 * `app` (the router with the routes) for 0, the maintenance page for 1, the blocked page for 2.
 */
export function BootGate({ app }: { app: ReactNode }) {
  const { data, error, mutate } = useSystemStatus();
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
