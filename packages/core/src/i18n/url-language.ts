import type { LanguageCode, PublicTenantConfig } from '@wl/tenant-config';
import { LANGUAGE_STORAGE_KEY, enabledLanguages } from './languages.js';

/** The query parameter of an address in one language, `?lang=EN` (docs/product/seo.md#language-urls). */
const LANGUAGE_PARAM = 'lang';

/**
 * Adopts the language an address names (`?lang=EN`, any case): when the tenant enables it, it
 * becomes the visitor's chosen language (`hisLang`, read by `resolveInitialLanguage`) and the
 * page starts in it, the language the site server already rendered the page in. The parameter
 * leaves the address bar either way, so a later switch of language is not contradicted by it.
 * Answers the adopted language, or null.
 */
export function adoptLanguageFromUrl(
  tenant: Pick<PublicTenantConfig, 'languages'>,
  location: Pick<Location, 'href'>,
  storage: Pick<Storage, 'setItem'> = localStorage,
  history: Pick<History, 'replaceState' | 'state'> = window.history,
): LanguageCode | null {
  const url = new URL(location.href);
  const asked = url.searchParams.get(LANGUAGE_PARAM);
  if (asked === null) return null;
  url.searchParams.delete(LANGUAGE_PARAM);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  const code = enabledLanguages(tenant).find((lng) => lng === asked.toUpperCase()) ?? null;
  if (code !== null) storage.setItem(LANGUAGE_STORAGE_KEY, code);
  return code;
}
