import { mutate } from 'swr';
import type { ApiOptions } from '../api/api-context.js';
import { useModalStore } from './modal-store.js';
import { isModuleOn, useModulesStore } from './modules-store.js';
import { useSessionStore } from './session-store.js';

/**
 * Ends a session whose token the backend declared dead and returns to the login window, which
 * says so while the session store remembers the session `ended`.
 */
function endDeadSession(): void {
  const session = useSessionStore.getState();
  const modals = useModalStore.getState();
  if (session.isLogin) {
    session.end();
    // The windows of the session (a held password change, a member's form) have nothing left to act for.
    modals.closeAll();
    modals.open('login');
    return;
  }
  // No session (any more): a visitor without one, or a late answer to a call of the ended one.
  if (!session.ended) session.logout();
  if (!modals.stack.some((entry) => entry.id === 'login')) modals.open('login');
}

/**
 * What the API client learns from the app's stores, for `initApi(tenant, apiStoreHooks())`:
 * - a module is on for the backend once the whitelabel tree has it on; before the tree has
 *   loaded only the tenant's switch counts;
 * - a dead token (HTTP 401, `login.not.session`) ends the session: the visitor is logged out, the
 *   session's windows close and the login window opens saying the session has ended
 *   (docs/product/errors.md#session-errors);
 * - a call refused as not available asks for the site status again, so a site that closed for
 *   maintenance meanwhile shows its maintenance view (docs/product/errors.md#access-errors).
 */
export function apiStoreHooks(): Required<
  Pick<ApiOptions, 'isModuleOn' | 'onUnauthorized' | 'onUnavailable'>
> {
  return {
    isModuleOn: (modId) => {
      const modules = useModulesStore.getState();
      return !modules.loaded || isModuleOn(modules, modId);
    },
    onUnauthorized: endDeadSession,
    onUnavailable: () => {
      void mutate((key) => Array.isArray(key) && key[0] === 'system.status');
    },
  };
}
