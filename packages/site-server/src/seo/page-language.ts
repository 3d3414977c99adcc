import { LANGUAGE_CODES, type LanguageCode, type TenantConfig } from '@wl/tenant-config/node';

/** The query parameter that names a page's language (docs/product/seo.md#language-urls). */
const LANGUAGE_PARAM = 'lang';

/** The tenant's enabled languages, its default first. */
export function siteLanguages(tenant: TenantConfig): LanguageCode[] {
  const { default: preferred, enabled } = tenant.tenant.languages;
  return [...new Set([preferred, ...enabled])];
}

/**
 * The language a page is served in: the `?lang=` of the address when the tenant enables it (any
 * case), else the tenant's default language.
 */
export function pageLanguage(tenant: TenantConfig, search: URLSearchParams): LanguageCode {
  const asked = search.get(LANGUAGE_PARAM)?.toUpperCase();
  const code = LANGUAGE_CODES.find((known) => known === asked);
  return code !== undefined && tenant.tenant.languages.enabled.includes(code)
    ? code
    : tenant.tenant.languages.default;
}

/** The address of `path` in a language: the default language needs no parameter. */
export function languageUrl(
  origin: string,
  path: string,
  tenant: TenantConfig,
  lng: LanguageCode,
): string {
  return lng === tenant.tenant.languages.default
    ? `${origin}${path}`
    : `${origin}${path}?${LANGUAGE_PARAM}=${lng}`;
}
