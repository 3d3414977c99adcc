import { adoptTokenFromUrl } from '../session/adopt-token-from-url.js';
import { useSessionStore } from './session-store.js';

/**
 * Start-up: a `token` URL parameter becomes the session token (and leaves the address bar),
 * then the session store re-reads session storage. Returns whether the visitor is logged in.
 */
export function initSession(location: Pick<Location, 'href'> = window.location): boolean {
  adoptTokenFromUrl(location);
  useSessionStore.getState().hydrate();
  return useSessionStore.getState().isLogin;
}
