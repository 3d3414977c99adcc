/**
 * The site server serves `/locales/<lng>.json` with a lower-case file name (e.g. /locales/vi.json).
 * Returns an i18next-http-backend `loadPath` function that fills `{{lng}}` in lower case.
 */
export function localeLoadPath(template: string): (languages: readonly string[]) => string {
  return (languages) => template.replaceAll('{{lng}}', (languages[0] ?? '').toLowerCase());
}
