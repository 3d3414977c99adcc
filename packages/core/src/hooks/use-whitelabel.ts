import useSWR, { type SWRResponse } from 'swr';
import type { ValueOf } from '@wl/api';
import type { ApiError } from '../api/api-error.js';
import { callEndpoint } from '../api/call-endpoint.js';
import { useModulesStore } from '../stores/modules-store.js';
import { useTenant } from '../tenant/tenant-context.js';
import { useEndpointKey } from './endpoint-key.js';
import { STATIC_DATA } from './swr-defaults.js';

/**
 * The whitelabel module tree; once loaded it decides useModulesStore (with the tenant's modules).
 * While it fails, the tenant's modules decide alone (gates and calls never wait forever).
 */
export function useWhitelabel(): SWRResponse<ValueOf<'system.whitelabel'>, ApiError> {
  const tenant = useTenant();
  const key = useEndpointKey('system.whitelabel', undefined, true, 'modules');
  return useSWR<ValueOf<'system.whitelabel'>, ApiError>(
    key,
    async () => {
      try {
        const tree = await callEndpoint('system.whitelabel');
        useModulesStore.getState().setFromWhitelabel(tree, tenant.modules);
        return tree;
      } catch (error) {
        useModulesStore.getState().fallBackToTenant(tenant.modules);
        throw error;
      }
    },
    STATIC_DATA,
  );
}
