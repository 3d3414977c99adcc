import { useCallback } from 'react';
import { isModuleOn, tenantAllowsModule, useModulesStore, useTenant } from '@wl/core';
import type { ModuleGate } from '../header-entries/header-entry.js';

/**
 * Whether an entry's modules let it be shown: every one of them on, decided as
 * `useFeatureVisible` decides (the tenant's flag until the whitelabel tree has arrived, then the
 * backend's). An entry without a module is always shown.
 */
export function useModuleGate(): (gate: ModuleGate | undefined) => boolean {
  const tenant = useTenant();
  const loaded = useModulesStore((state) => state.loaded);
  const enabled = useModulesStore((state) => state.enabled);
  return useCallback(
    (gate) => {
      if (gate === undefined) return true;
      const ids = typeof gate === 'string' ? [gate] : gate;
      return ids.every((id) =>
        loaded ? isModuleOn({ loaded, enabled }, id) : tenantAllowsModule(tenant.modules, id),
      );
    },
    [loaded, enabled, tenant.modules],
  );
}
