import { createContext, useContext, type ReactNode } from 'react';
import type { PublicTenantConfig } from '@wl/tenant-config';

const TenantContext = createContext<PublicTenantConfig | null>(null);

export function TenantProvider({
  tenant,
  children,
}: {
  tenant: PublicTenantConfig;
  children: ReactNode;
}) {
  return <TenantContext.Provider value={tenant}>{children}</TenantContext.Provider>;
}

/** The current tenant's public configuration. Must be used under a TenantProvider. */
export function useTenant(): PublicTenantConfig {
  const tenant = useContext(TenantContext);
  if (tenant === null) throw new Error('useTenant() must be used inside <TenantProvider>.');
  return tenant;
}
