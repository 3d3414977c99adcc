/**
 * The site server serves `/locales/<lng>.json` with a lower-case file name (e.g. /locales/vi.json).
 * Returns the dictionary address of a language (what `localeBackend` fetches): `template` with
 * `{{lng}}` filled in lower case.
 */
export function localeLoadPath(template: string): (languages: readonly string[]) => string {
  return (languages) => template.replaceAll('{{lng}}', (languages[0] ?? '').toLowerCase());
}
