import type { BundledLanguage, LocaleDictionary, PublicTenantConfig } from '@wl/tenant-config';
import { initApi, type ApiOptions } from '../api/api-context.js';
import { initI18n } from '../i18n/init-i18n.js';
import { useModalStore } from '../stores/modal-store.js';
import { useModulesStore } from '../stores/modules-store.js';
import { restoreSession } from '../stores/init-session.js';
import { bundledDictionaries } from './bundled-dictionaries.js';

export interface StartClientOptions {
  /** The language the visitor chose last time (default VI). */
  language?: BundledLanguage;
  /** Session token stored before start (logged in). */
  token?: string;
  /** Answers the API client's requests (e.g. `fakeBackend(...).adapter`). */
  adapter: NonNullable<ApiOptions['adapter']>;
  /**
   * The dictionaries i18n starts with; core's own unless told (tests that render features pass the
   * app's, core plus every feature's texts, from `@wl/features/node`).
   */
  dictionaries?: Record<BundledLanguage, LocaleDictionary>;
}

/**
 * Starts the client side as the app does before rendering: session from storage, no open
 * modal but the login window of a session that ended, modules unknown, i18n over the given (or core's) dictionaries and the API client on `adapter`.
 */
export async function startClient(
  tenant: PublicTenantConfig,
  options: StartClientOptions,
): Promise<void> {
  const language = options.language ?? 'VI';
  if (options.token !== undefined) sessionStorage.setItem('token', options.token);
  useModalStore.getState().closeAll();
  restoreSession();
  useModulesStore.getState().reset();
  await initI18n(tenant, {
    resources: options.dictionaries ?? bundledDictionaries(),
    storage: { getItem: () => language },
  });
  initApi(tenant, { adapter: options.adapter });
}
