import { BUNDLED_LANGUAGES, DEFAULT_LANGUAGE, type LanguageCode } from './constants.js';

/**
 * Where a missing string is looked up next, the same in the browser and on the site server.
 * Bundled dictionaries are complete and fall back to VI (the default language); an unbundled
 * language only has the tenant's overrides, so its strings come from EN, then VI.
 */
export function fallbackLanguages(lng: LanguageCode): LanguageCode[] {
  if (lng === DEFAULT_LANGUAGE) return [];
  if ((BUNDLED_LANGUAGES as readonly string[]).includes(lng)) return [DEFAULT_LANGUAGE];
  return ['EN', DEFAULT_LANGUAGE];
}
