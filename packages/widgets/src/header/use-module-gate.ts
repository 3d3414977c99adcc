import { useCallback } from 'react';
import { useGateJudge, type Gate } from '@wl/core';

/**
 * Whether a header entry's gate lets it be shown: the one rule of `useGateOpen` (the tenant's
 * config until the whitelabel answer is in, then the backend's word), for a list of entries.
 */
export function useModuleGate(): (gate: Gate | undefined) => boolean {
  const judge = useGateJudge();
  return useCallback((gate) => judge(gate) !== 'closed', [judge]);
}
