import { ApiError } from '../api/api-error.js';
import { callEndpoint } from '../api/call-endpoint.js';
import { useLoaderStore } from '../stores/loader-store.js';
import { useModalStore } from '../stores/modal-store.js';
import { useSessionStore } from '../stores/session-store.js';

/**
 * Logout (docs/product/accounts.md#logout): the loader shows, the backend is told, and the local
 * session is cleared (session storage except the merchant; not signed in, not agent) even when
 * the call fails. A token that was already dead does not leave the login window open. The caller
 * then navigates and hides the loader.
 */
export async function signOut(leavingTo?: string): Promise<void> {
  useLoaderStore.getState().show();
  try {
    await callEndpoint('session.logout');
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'unauthorized') {
      useModalStore.getState().close('login');
    } else {
      console.warn('Logout call failed; the session is cleared locally.', error);
    }
  }
  useSessionStore.getState().logout(leavingTo);
}
