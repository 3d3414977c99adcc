import { htmlLangOf, type LanguageCode } from '@wl/tenant-config';

/** Currencies whose amounts are shown in thousands with a K (docs/product/member.md#amounts). */
const SHOWN_IN_THOUSANDS: ReadonlySet<string> = /* @__PURE__ */ new Set(['VND']);

/** A currency code whose amounts the backend already gives in thousands, e.g. KVND. */
const THOUSANDS_CODE = /^K([A-Z]{3})$/;

export interface AmountFormat {
  /** ISO 4217 code (or K + code when the backend answers in thousands); '' when unknown. */
  currency: string;
  language: LanguageCode;
}

function numberFormat(currency: string, language: LanguageCode, maxFraction: number) {
  const locale = htmlLangOf(language);
  try {
    if (currency !== '')
      return new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: 0,
        maximumFractionDigits: maxFraction,
      });
  } catch {
    // An unknown code: the number alone.
  }
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 0,
    maximumFractionDigits: maxFraction,
  });
}

/**
 * An amount as the player reads it: grouped digits and the currency's symbol, in the interface
 * language. VND is shown in thousands with a K after the number (1 250 500 ₫ → "1,250.5K ₫" in
 * English, "1.250,5K ₫" in Vietnamese); a backend that answers in thousands (KVND) is shown the
 * same way without dividing. docs/product/member.md#amounts
 */
export function formatAmount(amount: number, { currency, language }: AmountFormat): string {
  const upper = currency.toUpperCase();
  const given = THOUSANDS_CODE.exec(upper)?.[1];
  const code = given ?? upper;
  const inThousands = given !== undefined || SHOWN_IN_THOUSANDS.has(code);
  const value = inThousands && given === undefined ? amount / 1000 : amount;
  const parts = numberFormat(code, language, inThousands ? 3 : 2).formatToParts(value);
  if (!inThousands) return parts.map((part) => part.value).join('');
  const lastDigit = parts.findLastIndex((p) => p.type === 'integer' || p.type === 'fraction');
  return parts.map((part, index) => (index === lastDigit ? `${part.value}K` : part.value)).join('');
}
