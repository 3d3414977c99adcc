import { useSystemStatus, useTenant } from '@wl/core';
import type { DataRouter } from 'react-router-dom';
import { BrandedLoader } from '../loader/BrandedLoader.js';
import { App } from './App.js';
import { BootError } from './BootError.js';
import { StatusScreen } from './StatusScreen.js';
import { statusPage } from './status-pages.js';

/** Decides the first screen by system status: loader, then the app, maintenance or blocked. */
export function BootGate({ router }: { router: DataRouter }) {
  const tenant = useTenant();
  const { data, error, mutate } = useSystemStatus();
  if (data === undefined) {
    if (error !== undefined) return <BootError error={error} onRetry={() => void mutate()} />;
    return <BrandedLoader />;
  }
  switch (data.status) {
    case 0:
      return <App router={router} />;
    case 1:
      return <StatusScreen status="maintenance" page={statusPage(tenant, 'maintenance')} />;
    case 2:
      return <StatusScreen status="blocked" page={statusPage(tenant, 'blocked')} />;
  }
}
