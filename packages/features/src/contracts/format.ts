import { formatDateTime, htmlLangOf, useCurrentLanguage } from '@wl/core';

export interface Formats {
  money: (amount: number) => string;
  rate: (percent: number) => string;
  dateTime: (iso: string | null) => string;
}

/** Amounts, rates and times of the agent's team and contracts, in the interface language. */
export function useFormats(): Formats {
  const language = useCurrentLanguage();
  const number = new Intl.NumberFormat(htmlLangOf(language), { maximumFractionDigits: 2 });
  return {
    money: (amount) => number.format(amount),
    rate: (percent) => `${number.format(percent)}%`,
    dateTime: (iso) => (iso === null ? '—' : (formatDateTime(iso, language, 'short') ?? '—')),
  };
}
