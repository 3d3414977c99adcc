import { useMemo } from 'react';
import { formatDateTime, htmlLangOf, useCurrentLanguage, useMoney } from '@wl/core';

export interface Formats {
  money: (amount: number) => string;
  rate: (percent: number) => string;
  dateTime: (iso: string | null) => string;
}

/**
 * Amounts (the one money formatter, read from the backend with `fromBackend`), rates and times of
 * the agent's team and contracts, in the interface language. docs/product/money.md#showing-amounts
 */
export function useFormats(): Formats {
  const language = useCurrentLanguage();
  const { formatBackend } = useMoney();
  // One set for as long as the language and the currency hold: the pages that take it as a
  // property are not drawn again for a new one, and the rate's number format is made once, when
  // a rate is first shown (making one is slow on a phone; the dashboard shows none).
  return useMemo(() => {
    let number: Intl.NumberFormat | undefined;
    return {
      money: (amount) => formatBackend(amount),
      rate: (percent) => {
        number ??= new Intl.NumberFormat(htmlLangOf(language), { maximumFractionDigits: 2 });
        return `${number.format(percent)}%`;
      },
      dateTime: (iso) => (iso === null ? '—' : (formatDateTime(iso, language, 'short') ?? '—')),
    };
  }, [language, formatBackend]);
}
