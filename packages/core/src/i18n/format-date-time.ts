import { htmlLangOf, type LanguageCode } from '@wl/tenant-config';

/**
 * A date-time in the conventions of the UI language (e.g. "15 tháng 5, 2030 lúc 19:00" in VI with
 * the `long` date style); null for a value that is not a date. Its spaces are no-break spaces, so
 * a date stays on one line in a table column or on a phone card.
 */
export function formatDateTime(
  iso: string,
  lng: LanguageCode,
  dateStyle: 'long' | 'short' = 'long',
): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(htmlLangOf(lng), { dateStyle, timeStyle: 'short' })
    .format(date)
    .replace(/[ \u202f]/g, '\u00a0');
}
