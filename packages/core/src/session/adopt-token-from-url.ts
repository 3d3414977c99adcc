import { writeSessionToken } from './session-token.js';

/**
 * A `token` query parameter on the page URL (docs/product/accounts.md#token-from-the-page-address) becomes the session token: it is stored
 * in session storage and removed from the address bar so it is not bookmarked or shared.
 * Returns the adopted token, or null when the URL carries none.
 */
export function adoptTokenFromUrl(
  location: Pick<Location, 'href'>,
  storage: Storage = sessionStorage,
  history: Pick<History, 'replaceState' | 'state'> = window.history,
): string | null {
  const url = new URL(location.href);
  const token = url.searchParams.get('token');
  if (token === null) return null;
  url.searchParams.delete('token');
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  if (token === '') return null;
  writeSessionToken(token, storage);
  return token;
}
