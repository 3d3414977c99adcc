import { adoptTokenFromUrl } from '../session/adopt-token-from-url.js';
import { useModalStore } from './modal-store.js';
import { useSessionStore } from './session-store.js';

/**
 * The session store re-reads session storage. When the backend ended the tab's last session and
 * the player has not yet acted on the login window that says so (the tab reloaded meanwhile), that
 * window opens again. docs/product/errors.md#session-errors
 */
export function restoreSession(): void {
  useSessionStore.getState().hydrate();
  if (useSessionStore.getState().ended) useModalStore.getState().open('login');
}

/**
 * Start-up: a `token` URL parameter becomes the session token (and leaves the address bar),
 * then the session is restored from session storage. Returns whether the visitor is logged in.
 */
export function initSession(location: Pick<Location, 'href'> = window.location): boolean {
  adoptTokenFromUrl(location);
  restoreSession();
  return useSessionStore.getState().isLogin;
}
