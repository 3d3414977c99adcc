import { htmlLangOf, type LanguageCode } from '@wl/tenant-config';

/** The clock's date format of each language, made once: making one is slow on a phone. */
const clockFormats = new Map<LanguageCode, Intl.DateTimeFormat>();

/** The agent centre's clock: a moment's date and time in the page's language. */
export function clockText(at: Date, language: LanguageCode): string {
  let format = clockFormats.get(language);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(htmlLangOf(language), {
      dateStyle: 'medium',
      timeStyle: 'medium',
    });
    clockFormats.set(language, format);
  }
  return format.format(at);
}
