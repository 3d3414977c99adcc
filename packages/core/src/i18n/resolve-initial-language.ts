import { DEFAULT_LANGUAGE, type LanguageCode, type PublicTenantConfig } from '@wl/tenant-config';
import {
  LANGUAGE_STORAGE_KEY,
  enabledLanguages,
  isLanguageCode,
  tenantDefaultLanguage,
} from './languages.js';

/**
 * The language the site starts in.
 *
 * - An address naming a language (`?lang=EN`) has already stored it as `hisLang` by then
 *   (`adoptLanguageFromUrl`, docs/product/seo.md#language-urls), so it wins like any stored one.
 * - A stored `hisLang` that is a known code (any case) and enabled by the tenant wins.
 * - Nothing stored (first visit): the tenant's default language.
 * - A stored value that is unknown or not enabled for this tenant is invalid. Per docs/product/constants.md#languages an
 *   invalid language falls back to VI, so VI is used when the tenant enables it. A tenant that
 *   does not offer VI gets its own default language instead: showing a language the site does
 *   not offer (and has no selector entry for) would be worse than ignoring the VI rule.
 */
export function resolveInitialLanguage(
  tenant: Pick<PublicTenantConfig, 'languages'>,
  storage: Pick<Storage, 'getItem'> = localStorage,
): LanguageCode {
  const enabled = enabledLanguages(tenant);
  const stored = storage.getItem(LANGUAGE_STORAGE_KEY);
  if (stored === null || stored === '') return tenantDefaultLanguage(tenant);
  const code = stored.toUpperCase();
  if (isLanguageCode(code) && enabled.includes(code)) return code;
  return enabled.includes(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : tenantDefaultLanguage(tenant);
}
