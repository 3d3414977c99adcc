import { htmlLangOf, type LanguageCode } from '@wl/tenant-config';

/** The agent centre's clock: a moment's date and time in the page's language. */
export function clockText(at: Date, language: LanguageCode): string {
  return new Intl.DateTimeFormat(htmlLangOf(language), {
    dateStyle: 'medium',
    timeStyle: 'medium',
  }).format(at);
}
