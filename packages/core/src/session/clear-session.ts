import { SESSION_KEYS } from './session-keys.js';

/** Logout (docs/product/accounts.md#logout): session storage is cleared, except the merchant key. */
export function clearSession(storage: Storage = sessionStorage): void {
  const merchant = storage.getItem(SESSION_KEYS.merchant);
  storage.clear();
  if (merchant !== null) storage.setItem(SESSION_KEYS.merchant, merchant);
}
