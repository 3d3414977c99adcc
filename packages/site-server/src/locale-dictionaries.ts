import { createRequire } from 'node:module';
import {
  BUNDLED_LANGUAGES,
  LANGUAGE_CODES,
  deepMerge,
  type BundledLanguage,
  type LanguageCode,
  type LocaleDictionary,
  type TenantConfig,
} from '@wl/tenant-config';
import { CachedFile } from './cached-file.js';

const require = createRequire(import.meta.url);

/** The language of a `/locales/<lng>.json` file name, in any case; null for an unknown code. */
export function localeFileLanguage(fileName: string): LanguageCode | null {
  const code = /^([a-z]{2})\.json$/i.exec(fileName)?.[1]?.toUpperCase();
  return LANGUAGE_CODES.find((known) => known === code) ?? null;
}

function isBundled(code: LanguageCode): code is BundledLanguage {
  return BUNDLED_LANGUAGES.some((bundled) => bundled === code);
}

/** Path of a bundled dictionary shipped by @wl/core (`locales/vi.json`, …). */
export function bundledDictionaryPath(code: BundledLanguage): string {
  return require.resolve(`@wl/core/locales/${code.toLowerCase()}.json`);
}

/** The dictionaries the browser loads: bundled strings with the tenant's overrides merged over. */
export class LocaleDictionaries {
  readonly #bundled = new Map<BundledLanguage, CachedFile<LocaleDictionary>>();

  #bundledDictionary(code: BundledLanguage): LocaleDictionary {
    let file = this.#bundled.get(code);
    if (!file) {
      file = new CachedFile(
        bundledDictionaryPath(code),
        (text) => JSON.parse(text) as LocaleDictionary,
      );
      this.#bundled.set(code, file);
    }
    return file.read();
  }

  /**
   * A bundled language: the bundled dictionary with `tenant.locales[code]` merged over it. Any other
   * known language: only the tenant's overrides (or `{}`); the runtime falls back to VI for the rest.
   */
  dictionary(tenant: TenantConfig, code: LanguageCode): LocaleDictionary {
    const overrides = tenant.locales[code];
    if (!isBundled(code)) return overrides ?? {};
    return deepMerge(this.#bundledDictionary(code), overrides);
  }
}
