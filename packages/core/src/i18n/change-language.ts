import type { LanguageCode } from '@wl/tenant-config';
import { SESSION_KEYS } from '../session/session-keys.js';
import { sessionCache } from '../session/session-cache.js';
import { getActiveI18n } from './active-i18n.js';
import { applyDocumentLanguage } from './document-language.js';
import { LANGUAGE_STORAGE_KEY, enabledLanguages } from './languages.js';

/**
 * Switches the UI language: remembers it in `hisLang`, drops the hot-games cache (it is kept
 * only until the language changes, docs/product/games.md#session-caches), loads and applies the dictionary, and updates
 * `<html lang>`. Rejects for a language the tenant does not enable.
 */
export async function changeLanguage(
  lng: LanguageCode,
  storage: Pick<Storage, 'setItem'> = localStorage,
): Promise<void> {
  const active = getActiveI18n();
  if (active === null) throw new Error('changeLanguage() called before initI18n().');
  if (!enabledLanguages(active.tenant).includes(lng)) {
    throw new Error(`Language ${lng} is not enabled for this site.`);
  }
  storage.setItem(LANGUAGE_STORAGE_KEY, lng);
  if (active.instance.language !== lng) sessionCache.remove(SESSION_KEYS.hotGames);
  await active.instance.changeLanguage(lng);
  applyDocumentLanguage(lng);
}
