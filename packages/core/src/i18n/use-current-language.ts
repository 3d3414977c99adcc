import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, type LanguageCode } from '@wl/tenant-config';
import { isLanguageCode } from './languages.js';

/** The current UI language; re-renders the component when it changes. */
export function useCurrentLanguage(): LanguageCode {
  const { i18n } = useTranslation();
  const lng: unknown = i18n.language;
  return isLanguageCode(lng) ? lng : DEFAULT_LANGUAGE;
}
