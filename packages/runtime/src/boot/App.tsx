import type { ReactNode } from 'react';
import { useDomainRoute, useWhitelabel } from '@wl/core';
import { AppErrorBoundary } from '../router/AppErrorBoundary.js';
import { Analytics } from './Analytics.js';

/**
 * The normal app (status 0): whitelabel modules and domain routes load, the routes render, and
 * analytics start once the page is idle.
 */
export function App({ children }: { children: ReactNode }) {
  useWhitelabel();
  useDomainRoute();
  return (
    <AppErrorBoundary>
      {children}
      <Analytics />
    </AppErrorBoundary>
  );
}
