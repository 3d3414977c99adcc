import type { ApiOptions } from '../api/api-context.js';
import { useModalStore } from './modal-store.js';
import { isModuleOn, useModulesStore } from './modules-store.js';
import { useSessionStore } from './session-store.js';

/**
 * What the API client learns from the app's stores, for `initApi(tenant, apiStoreHooks())`:
 * - a module is on for the backend once the whitelabel tree has it on; before the tree has
 *   loaded only the tenant's switch counts;
 * - a dead token (HTTP 401) logs the visitor out and opens the login modal.
 */
export function apiStoreHooks(): Required<Pick<ApiOptions, 'isModuleOn' | 'onUnauthorized'>> {
  return {
    isModuleOn: (modId) => {
      const modules = useModulesStore.getState();
      return !modules.loaded || isModuleOn(modules, modId);
    },
    onUnauthorized: () => {
      useSessionStore.getState().logout();
      useModalStore.getState().open('login');
    },
  };
}
