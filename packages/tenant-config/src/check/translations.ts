import { BUNDLED_LANGUAGES, type LanguageCode } from '../constants.js';
import { isPlainObject } from '../deep-merge.js';
import type { LocaleDictionary } from '../types.js';
import type { TenantView } from './tenant-view.js';

/** The tenant's merged locale overrides for each language whose strings must be complete. */
export interface Translations {
  languages: { code: LanguageCode; dictionary: LocaleDictionary }[];
}

/**
 * Languages that must carry every `tenant.*` key a section uses: each enabled language that has a
 * bundled dictionary or a locale file. A language whose locale file is invalid is left out (its own
 * errors are reported).
 */
export function tenantTranslations(
  view: TenantView,
  enabled: readonly LanguageCode[],
  validLocales: ReadonlyMap<string, unknown>,
): Translations {
  const languages: Translations['languages'] = [];
  for (const code of enabled) {
    const relPath = `locales/${code}.json`;
    const hasFile = view.own.parsed.has(relPath) || (view.base?.parsed.has(relPath) ?? false);
    const bundled = (BUNDLED_LANGUAGES as readonly string[]).includes(code);
    if (!hasFile && !bundled) continue;
    if (hasFile && !validLocales.has(relPath)) continue;
    const dictionary = validLocales.get(relPath);
    languages.push({
      code,
      dictionary: isPlainObject(dictionary) ? (dictionary as LocaleDictionary) : {},
    });
  }
  return { languages };
}

/** Whether a dotted key resolves to a string, nested ('a' → 'b') or flat ('a.b'), as i18next looks it up. */
export function hasTranslation(dictionary: LocaleDictionary, segments: readonly string[]): boolean {
  for (let take = 1; take <= segments.length; take++) {
    const value = dictionary[segments.slice(0, take).join('.')];
    if (take === segments.length) {
      if (typeof value === 'string') return true;
    } else if (isPlainObject(value) && hasTranslation(value, segments.slice(take))) {
      return true;
    }
  }
  return false;
}

/** Setting names ending in `Key` hold i18n keys; `tenant.*` keys are the tenant's own strings. */
export const TENANT_KEY_PREFIX = 'tenant.';
