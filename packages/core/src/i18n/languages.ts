import {
  BUNDLED_LANGUAGES,
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  type BundledLanguage,
  type LanguageCode,
} from '@wl/tenant-config';
import type { PublicTenantConfig } from '@wl/tenant-config';

/** Local-storage key holding the visitor's chosen language (docs/product/constants.md#languages). */
export const LANGUAGE_STORAGE_KEY = 'hisLang';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

export function isBundledLanguage(value: LanguageCode): value is BundledLanguage {
  return (BUNDLED_LANGUAGES as readonly string[]).includes(value);
}

/** The tenant's enabled languages that the product knows, never empty. */
export function enabledLanguages(tenant: Pick<PublicTenantConfig, 'languages'>): LanguageCode[] {
  const known = tenant.languages.enabled.filter((code) => isLanguageCode(code));
  return known.length > 0 ? known : [tenant.languages.default];
}

/** The tenant's default language, or its first enabled one when the default is not enabled. */
export function tenantDefaultLanguage(tenant: Pick<PublicTenantConfig, 'languages'>): LanguageCode {
  const enabled = enabledLanguages(tenant);
  const preferred = tenant.languages.default;
  return enabled.includes(preferred) ? preferred : (enabled[0] ?? DEFAULT_LANGUAGE);
}

/** Where a missing string is looked up next (shared with the site server). */
export { fallbackLanguages } from '@wl/tenant-config';
