import type { SessionCacheKey } from './session-keys.js';

/**
 * JSON values cached in session storage under the SESSION_KEYS cache keys (hot games until the
 * language changes, vendors for the session, …). A value that is not valid JSON reads as null.
 */
export const sessionCache = {
  get<T>(key: SessionCacheKey, storage: Storage = sessionStorage): T | null {
    const raw = storage.getItem(key);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  set<T>(key: SessionCacheKey, value: T, storage: Storage = sessionStorage): void {
    storage.setItem(key, JSON.stringify(value));
  },
  remove(key: SessionCacheKey, storage: Storage = sessionStorage): void {
    storage.removeItem(key);
  },
};
