import { useNavigate } from 'react-router-dom';
import { ApiError, callEndpoint, useModalStore, useSessionStore } from '@wl/core';
import { paths } from '@wl/paths';

/**
 * Logout (docs/product/accounts.md#logout): tell the backend, forget the session (merchant kept), go home. The local
 * session is cleared even when the backend call fails, and an already dead token does not
 * bring up the login window.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    try {
      await callEndpoint('session.logout');
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'unauthorized')
        useModalStore.getState().close('login');
      else console.warn('Logout call failed; the session is cleared locally.', error);
    }
    useSessionStore.getState().logout();
    await navigate(paths.home());
  };
}
