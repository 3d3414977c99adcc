import type { ReactNode } from 'react';
import type { PublicTenantConfig } from '@wl/tenant-config';
import { SWRConfig } from 'swr';
import { TenantProvider } from '../tenant/tenant-context.js';

/**
 * The tenant and a fresh SWR cache without deduping around `children`: each mount starts with
 * an empty cache, like a page reload.
 */
export function TestProviders({
  tenant,
  children,
}: {
  tenant: PublicTenantConfig;
  children: ReactNode;
}) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <TenantProvider tenant={tenant}>{children}</TenantProvider>
    </SWRConfig>
  );
}
