import type { LanguageCode } from '../constants.js';
import { htmlLangOf } from '../language-tags.js';
import { knownMinorUnitsOf } from './currency.js';
import { toMinorUnits } from './exact.js';

/**
 * How a tenant shows amounts: `full` (every digit: ₫1,250,500, $1,234.50) or `thousands`
 * (whole thousands as "1,250K ₫", as Vietnamese sites do; any other amount in full, so no
 * fraction of a K is ever shown). docs/product/money.md#showing-amounts
 */
export type MoneyDisplay = 'full' | 'thousands';

export interface MoneyFormat {
  /** ISO 4217 code; '' when unknown (the number alone, two decimals at most). */
  currency: string;
  language: LanguageCode;
  display?: MoneyDisplay;
  /** "+" before gains (records, reports); losses always carry their "-". */
  signed?: boolean;
}

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(
  currency: string,
  language: LanguageCode,
  digits: number,
  signed: boolean,
): Intl.NumberFormat {
  const key = `${currency}|${language}|${digits}|${signed}`;
  let found = formats.get(key);
  if (!found) {
    const common = {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      signDisplay: signed ? ('exceptZero' as const) : ('auto' as const),
    };
    try {
      found = new Intl.NumberFormat(htmlLangOf(language), {
        ...common,
        ...(currency !== '' && {
          style: 'currency',
          currency,
          currencyDisplay: 'narrowSymbol',
        }),
      });
    } catch {
      found = new Intl.NumberFormat(htmlLangOf(language), common);
    }
    formats.set(key, found);
  }
  return found;
}

/**
 * The one way an amount (in the currency's unit, as the backend sends it) is written on screen:
 * grouped in the page's language, with the currency's symbol and exactly its decimals.
 */
export function formatMoney(amount: number, format: MoneyFormat): string {
  if (!Number.isFinite(amount)) return '—';
  const { currency, language, display = 'full', signed = false } = format;
  const digits = currency === '' ? null : knownMinorUnitsOf(currency);
  if (digits === null) {
    // An unknown currency: the number alone, with the decimals it has (two at most).
    return new Intl.NumberFormat(htmlLangOf(language), {
      maximumFractionDigits: 2,
      signDisplay: signed ? 'exceptZero' : 'auto',
    }).format(amount);
  }
  const minor = toMinorUnits(amount, digits);
  const thousand = 1000 * 10 ** digits;
  if (display === 'thousands' && minor !== 0 && minor % thousand === 0) {
    const parts = numberFormat(currency, language, 0, signed).formatToParts(minor / thousand);
    const lastDigit = parts.findLastIndex((p) => p.type === 'integer');
    return joinUnbroken(
      parts.map((p, i) => (i === lastDigit ? { ...p, value: `${p.value}K` } : p)),
    );
  }
  return joinUnbroken(
    numberFormat(currency, language, digits, signed).formatToParts(minor / 10 ** digits),
  );
}

/** U+2060 WORD JOINER: no visible width, no line break on either side. */
const WORD_JOINER = '\u2060';
const SPACES = /[\s\u202f]/g;

/**
 * The parts of an amount joined so that a line never breaks inside it: a space between the
 * number and its symbol becomes a no-break space, and a sign is tied to a symbol after it (a
 * browser may otherwise break "+ ₫2,119,000" after the "+" on a narrow screen).
 */
function joinUnbroken(parts: readonly Intl.NumberFormatPart[]): string {
  let text = '';
  parts.forEach((part, i) => {
    const previous = parts[i - 1]?.type;
    const isSign = previous === 'plusSign' || previous === 'minusSign';
    if (isSign && part.type === 'currency') text += WORD_JOINER;
    text += part.value.replace(SPACES, '\u00a0');
  });
  return text;
}
