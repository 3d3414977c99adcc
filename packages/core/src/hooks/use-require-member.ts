import { useCallback } from 'react';
import { useModalStore } from '../stores/modal-store.js';
import { useSessionStore } from '../stores/session-store.js';

/**
 * The gate before a member feature (docs/product/accounts.md#trial-users): `requireMember(run)`
 * runs `run` and answers true for a signed-in member or agent; a visitor gets the login modal and
 * a trial account the "Please Register An Account First" notice, and it answers false.
 */
export function useRequireMember(): (run?: () => void) => boolean {
  return useCallback((run?: () => void) => {
    const { isLogin, isTrial } = useSessionStore.getState();
    if (!isLogin) {
      useModalStore.getState().open('login');
      return false;
    }
    if (isTrial) {
      useModalStore.getState().open('registerFirst');
      return false;
    }
    run?.();
    return true;
  }, []);
}
