import { useCallback } from 'react';
import { memberGate } from '../account/member-gate.js';

/**
 * The member gate as a hook (docs/product/accounts.md#trial-users): `requireMember(run)` runs
 * `run` and answers true for a signed-in member or agent; a visitor gets the login modal, a
 * trial account the "Please Register An Account First" window, and it answers false.
 */
export function useRequireMember(): (run?: () => void) => boolean {
  return useCallback((run?: () => void) => {
    if (memberGate() !== null) return false;
    run?.();
    return true;
  }, []);
}
