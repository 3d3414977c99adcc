import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '@wl/tenant-config';
import type { LanguageCode, LocaleDictionary, PublicTenantConfig } from '@wl/tenant-config';
import { setActiveI18n } from './active-i18n.js';
import { applyDocumentLanguage } from './document-language.js';
import { enabledLanguages, fallbackLanguages } from './languages.js';
import { localeBackend } from './locale-backend.js';
import { localeLoadPath } from './locale-load-path.js';
import { resolveInitialLanguage } from './resolve-initial-language.js';

export const DEFAULT_LOCALE_LOAD_PATH = '/locales/{{lng}}.json';

export interface InitI18nOptions {
  /** Dictionary URL template; `{{lng}}` is filled with the lower-case code. */
  backendLoadPath?: string;
  /** Where `hisLang` is read from (default: localStorage). */
  storage?: Pick<Storage, 'getItem'>;
  /** Dictionaries given up front instead of loading them over HTTP (tests, pre-rendering). */
  resources?: Partial<Record<LanguageCode, LocaleDictionary>>;
}

/**
 * Creates and initialises the i18next instance for the tenant, registers it with react-i18next
 * and resolves once the starting language's dictionary is loaded.
 *
 * Codes stay in the product's upper-case form ('VI', 'CN'); only the dictionary URL is lower
 * case. `supportedLngs` is the tenant's enabled languages plus the fallback languages they need
 * (EN, VI), since i18next never loads a fallback that is not supported. Which languages a
 * visitor may switch to is checked against the enabled list by `changeLanguage`.
 */
export async function initI18n(
  tenant: PublicTenantConfig,
  options: InitI18nOptions = {},
): Promise<I18n> {
  const lng = resolveInitialLanguage(tenant, options.storage ?? localStorage);
  const enabled = enabledLanguages(tenant);
  const supportedLngs = [...new Set([...enabled, ...enabled.flatMap(fallbackLanguages)])];
  const fallbackLng: Record<string, LanguageCode[]> = { default: ['EN', DEFAULT_LANGUAGE] };
  for (const code of supportedLngs) fallbackLng[code] = fallbackLanguages(code);

  const instance = i18next.createInstance();
  const loadPath = localeLoadPath(options.backendLoadPath ?? DEFAULT_LOCALE_LOAD_PATH);
  instance.use(localeBackend(loadPath)).use(initReactI18next);
  await instance.init({
    lng,
    supportedLngs,
    fallbackLng,
    load: 'currentOnly',
    cleanCode: false,
    lowerCaseLng: false,
    nonExplicitSupportedLngs: false,
    ns: ['translation'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    returnNull: false,
    returnEmptyString: false,
    react: { useSuspense: false },
    ...(options.resources ? { resources: toResources(options.resources) } : {}),
  });
  setActiveI18n(instance, tenant);
  applyDocumentLanguage(lng);
  return instance;
}

function toResources(dictionaries: Partial<Record<LanguageCode, LocaleDictionary>>): Resource {
  const resources: Resource = {};
  for (const [code, dictionary] of Object.entries(dictionaries)) {
    resources[code] = { translation: dictionary };
  }
  return resources;
}
