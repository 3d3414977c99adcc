import type { LanguageCode } from '@wl/tenant-config';
import { htmlLangOf } from '@wl/core';

/** A date-time in the conventions of the UI language (e.g. "15 tháng 5, 2030 lúc 19:00" in VI). */
export function formatDateTime(iso: string, lng: LanguageCode): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(htmlLangOf(lng), { dateStyle: 'long', timeStyle: 'short' }).format(
    date,
  );
}
