import { SESSION_KEYS } from './session-keys.js';

/** The stored session token, or null when logged out (an empty string counts as none). */
export function readSessionToken(storage: Storage = sessionStorage): string | null {
  const token = storage.getItem(SESSION_KEYS.token);
  return token === null || token === '' ? null : token;
}

export function writeSessionToken(token: string, storage: Storage = sessionStorage): void {
  storage.setItem(SESSION_KEYS.token, token);
}
