import { useTranslation } from 'react-i18next';
import {
  changeLanguage,
  enabledLanguages,
  htmlLangOf,
  isLanguageCode,
  useCurrentLanguage,
  useTenant,
} from '@wl/core';

/** The tenant's enabled languages, each listed by its own name; choosing one switches the UI. */
export function LanguageSelector() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const current = useCurrentLanguage();
  const languages = enabledLanguages(tenant);
  if (languages.length < 2) return null;
  return (
    <select
      className="select select-sm select-ghost w-[6.5rem] min-w-0 shrink truncate ps-2 pe-7 sm:w-auto sm:ps-3 sm:pe-8"
      aria-label={t('header.language')}
      value={current}
      onChange={(event) => {
        const lng = event.target.value;
        if (isLanguageCode(lng))
          changeLanguage(lng).catch((error: unknown) => console.error(error));
      }}
    >
      {languages.map((code) => (
        <option key={code} value={code} lang={htmlLangOf(code)}>
          {t(`languages.${code}`)}
        </option>
      ))}
    </select>
  );
}
