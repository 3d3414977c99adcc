import { formatDateTime, htmlLangOf, useCurrentLanguage, useFormatAmount } from '@wl/core';

export interface Formats {
  money: (amount: number) => string;
  rate: (percent: number) => string;
  dateTime: (iso: string | null) => string;
}

/**
 * Amounts (in the merchant's currency, e.g. VND in thousands), rates and times of the agent's team
 * and contracts, in the interface language. docs/product/agent.md#amounts
 */
export function useFormats(): Formats {
  const language = useCurrentLanguage();
  const money = useFormatAmount();
  const number = new Intl.NumberFormat(htmlLangOf(language), { maximumFractionDigits: 2 });
  return {
    money,
    rate: (percent) => `${number.format(percent)}%`,
    dateTime: (iso) => (iso === null ? '—' : (formatDateTime(iso, language, 'short') ?? '—')),
  };
}
