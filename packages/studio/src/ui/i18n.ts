import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import CN from './locales/CN.json';
import EN from './locales/EN.json';
import TW from './locales/TW.json';
import VI from './locales/VI.json';

/** The studio's own texts, in the interface languages the project ships. */
export const STUDIO_LANGUAGES = { EN, VI, CN, TW } as const;

export function initStudioI18n(language: string): typeof i18next {
  void i18next.use(initReactI18next).init({
    lng: language in STUDIO_LANGUAGES ? language : 'EN',
    fallbackLng: 'EN',
    supportedLngs: Object.keys(STUDIO_LANGUAGES),
    load: 'currentOnly',
    cleanCode: false,
    lowerCaseLng: false,
    initAsync: false,
    react: { useSuspense: false },
    resources: Object.fromEntries(
      Object.entries(STUDIO_LANGUAGES).map(([code, texts]) => [code, { translation: texts }]),
    ),
    interpolation: { escapeValue: false },
  });
  return i18next;
}
