import {
  fallbackLanguages,
  isPlainObject,
  type LanguageCode,
  type LocaleDictionary,
  type TenantConfig,
} from '@wl/tenant-config/node';
import { LocaleDictionaries } from '../locale-dictionaries.js';

/** A dotted key in a nested dictionary (`sections.lottery`), or undefined. */
function lookup(dictionary: LocaleDictionary, key: string): string | undefined {
  let node: unknown = dictionary;
  for (const segment of key.split('.')) {
    if (!isPlainObject(node)) return undefined;
    node = node[segment];
  }
  return typeof node === 'string' && node !== '' ? node : undefined;
}

/**
 * The texts the browser would show, looked up on the server: the language's dictionary (the app's
 * with the tenant's merged over), then its fallback languages, as i18next does in the runtime.
 * Dictionaries are merged once per tenant config and language.
 */
export class SiteTexts {
  readonly #dictionaries = new LocaleDictionaries();
  readonly #merged = new WeakMap<TenantConfig, Map<LanguageCode, LocaleDictionary>>();

  #dictionary(tenant: TenantConfig, lng: LanguageCode): LocaleDictionary {
    let byLanguage = this.#merged.get(tenant);
    if (!byLanguage) {
      byLanguage = new Map();
      this.#merged.set(tenant, byLanguage);
    }
    let dictionary = byLanguage.get(lng);
    if (!dictionary) {
      dictionary = this.#dictionaries.dictionary(tenant, lng);
      byLanguage.set(lng, dictionary);
    }
    return dictionary;
  }

  /** The first of `keys` found in the language or its fallbacks; '' when none is. */
  text(tenant: TenantConfig, lng: LanguageCode, keys: readonly string[]): string {
    for (const key of keys) {
      for (const code of [lng, ...fallbackLanguages(lng)]) {
        const found = lookup(this.#dictionary(tenant, code), key);
        if (found !== undefined) return found;
      }
    }
    return '';
  }
}
