import type { EndpointDef } from '@wl/api';
import type { ModuleId, TenantConfig } from '@wl/tenant-config';
import { functionNotAvailable } from '../backend-error.js';
import type { MerchantState } from '../state/merchant-state.js';

/**
 * Calls that still answer while the site is in maintenance or blocked: the start-up views need
 * them. system.permission carries the maintenance end and the region restriction, so it is one.
 */
export const ALWAYS_AVAILABLE: ReadonlySet<string> = new Set([
  'system.status',
  'system.whitelabel',
  'system.domainRoute',
  'system.permission',
]);

/** Whether the tenant has a whitelabel module on (a missing key means off). */
export function moduleEnabled(tenant: TenantConfig, modId: string): boolean {
  return tenant.tenant.modules[modId as ModuleId] === true;
}

/**
 * function.not.available (HTTP 400) when the merchant is in maintenance or blocked (except the
 * start-up calls), or when the endpoint's gating module is off for the tenant.
 */
export function assertAvailable(
  endpoint: EndpointDef,
  tenant: TenantConfig,
  state: MerchantState,
): void {
  if (state.status !== 0 && !ALWAYS_AVAILABLE.has(endpoint.id)) throw functionNotAvailable();
  if (endpoint.module !== null && !moduleEnabled(tenant, endpoint.module))
    throw functionNotAvailable();
}
