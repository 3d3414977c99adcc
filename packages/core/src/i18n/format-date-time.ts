import { htmlLangOf, type LanguageCode } from '@wl/tenant-config';

/**
 * How each style writes a date-time: `long` spells the month ("19:00 ngày 15 tháng 5, 2030" in
 * VI, "May 15, 2030 at 7:00 PM" in EN); `short` is all digits with the full year
 * ("19:00 15/05/2030" in VI, "05/15/2030, 07:00 PM" in EN), never a two-digit year that reads as a
 * day.
 */
const STYLES: Record<'long' | 'short', Intl.DateTimeFormatOptions> = {
  long: { dateStyle: 'long', timeStyle: 'short' },
  short: { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' },
};

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * One format per language and style, kept: making an `Intl.DateTimeFormat` costs far more than
 * using one (a page of results and draws made one per date; docs/performance.md).
 */
function dateTimeFormat(lng: LanguageCode, dateStyle: 'long' | 'short'): Intl.DateTimeFormat {
  const key = `${lng}|${dateStyle}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(htmlLangOf(lng), STYLES[dateStyle]);
    formats.set(key, found);
  }
  return found;
}

/**
 * A date-time in the conventions of the UI language, through `Intl`; null for a value that is not
 * a date. Its spaces are no-break spaces, so a date stays on one line in a table column or on
 * a phone card.
 */
export function formatDateTime(
  iso: string,
  lng: LanguageCode,
  dateStyle: 'long' | 'short' = 'long',
): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const written =
    dateStyle === 'long' && lng === 'VI'
      ? vietnameseLong(date)
      : dateTimeFormat(lng, dateStyle).format(date);
  return written.replace(/[ \u202f]/g, '\u00a0');
}

/**
 * The long style in Vietnamese as it is said, the time then "ngày" and the date
 * ("19:00 ngày 15 tháng 5, 2030"): `Intl` writes "lúc 19:00 15 tháng 5, 2030", which reads
 * wrongly after a label ("Dự kiến hoàn tất bảo trì: lúc 19:00 15 tháng 5, 2030").
 */
function vietnameseLong(date: Date): string {
  const parts = dateTimeFormat('VI', 'long').formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((found) => found.type === type)?.value ?? '';
  // Some versions of the locale data name the month "5", others "tháng 5".
  const month = part('month').startsWith('tháng') ? part('month') : `tháng ${part('month')}`;
  return `${part('hour')}:${part('minute')} ngày ${part('day')} ${month}, ${part('year')}`;
}
