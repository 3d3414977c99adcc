import type { i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE, type LanguageCode, type PublicTenantConfig } from '@wl/tenant-config';
import { isLanguageCode } from './languages.js';

interface ActiveI18n {
  instance: I18n;
  tenant: PublicTenantConfig;
}

let active: ActiveI18n | null = null;

/** Called by initI18n; the instance every non-React caller (API client, changeLanguage) uses. */
export function setActiveI18n(instance: I18n, tenant: PublicTenantConfig): void {
  active = { instance, tenant };
}

export function getActiveI18n(): ActiveI18n | null {
  return active;
}

/** The current UI language; VI until i18n has been initialised. */
export function getCurrentLanguage(): LanguageCode {
  const lng = active?.instance.language;
  return isLanguageCode(lng) ? lng : DEFAULT_LANGUAGE;
}
