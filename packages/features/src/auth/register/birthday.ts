/** The date formats a birthday may be typed in (docs/product/accounts.md#birthday-and-age). */
export const DATE_FORMATS = ['yyyy-MM-dd', 'MM-dd-yyyy'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const SHAPES: Record<DateFormat, RegExp> = {
  'yyyy-MM-dd': /^(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})$/,
  'MM-dd-yyyy': /^(?<month>\d{2})-(?<day>\d{2})-(?<year>\d{4})$/,
};

export function isDateFormat(value: unknown): value is DateFormat {
  return typeof value === 'string' && (DATE_FORMATS as readonly string[]).includes(value);
}

/** A real calendar date typed in `format`, or null (wrong shape or no such day). */
export function parseDate(text: string, format: DateFormat): CalendarDate | null {
  const groups = SHAPES[format].exec(text.trim())?.groups;
  if (!groups) return null;
  const date = { year: Number(groups.year), month: Number(groups.month), day: Number(groups.day) };
  const check = new Date(Date.UTC(date.year, date.month - 1, date.day));
  return check.getUTCFullYear() === date.year &&
    check.getUTCMonth() === date.month - 1 &&
    check.getUTCDate() === date.day
    ? date
    : null;
}

/** Full years between a birth date and `today` (a birthday today counts). */
export function ageOn(birth: CalendarDate, today: Date): number {
  const years = today.getFullYear() - birth.year;
  const month = today.getMonth() + 1;
  const hadBirthday =
    month > birth.month || (month === birth.month && today.getDate() >= birth.day);
  return hadBirthday ? years : years - 1;
}

/** yyyy-MM-dd, the form the backend takes. */
export function isoDate(date: CalendarDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}
