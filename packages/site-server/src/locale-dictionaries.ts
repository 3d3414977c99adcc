import { appDictionary } from '@wl/features/node';
import {
  BUNDLED_LANGUAGES,
  LANGUAGE_CODES,
  deepMerge,
  type BundledLanguage,
  type LanguageCode,
  type LocaleDictionary,
  type TenantConfig,
} from '@wl/tenant-config';

/** The language of a `/locales/<lng>.json` file name, in any case; null for an unknown code. */
export function localeFileLanguage(fileName: string): LanguageCode | null {
  const code = /^([a-z]{2})\.json$/i.exec(fileName)?.[1]?.toUpperCase();
  return LANGUAGE_CODES.find((known) => known === code) ?? null;
}

function isBundled(code: LanguageCode): code is BundledLanguage {
  return BUNDLED_LANGUAGES.some((bundled) => bundled === code);
}

/**
 * The dictionaries the browser loads: the app's (core texts and every feature's own, from
 * `@wl/features/node`) with the tenant's overrides merged over.
 */
export class LocaleDictionaries {
  /**
   * A bundled language: the app dictionary with `tenant.locales[code]` merged over it. Any other
   * known language: only the tenant's overrides (or `{}`); the runtime falls back to VI for the rest.
   */
  dictionary(tenant: TenantConfig, code: LanguageCode): LocaleDictionary {
    const overrides = tenant.locales[code];
    if (!isBundled(code)) return overrides ?? {};
    return deepMerge(appDictionary(code), overrides);
  }
}
