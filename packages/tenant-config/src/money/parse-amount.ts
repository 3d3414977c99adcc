import type { LanguageCode } from '../constants.js';
import { fromMinorUnits, type MinorUnits } from './exact.js';
import { separatorsOf } from './separators.js';

export type AmountProblem = 'empty' | 'invalid' | 'tooManyDecimals' | 'tooLarge';

export type ParsedAmount =
  { ok: true; minor: MinorUnits; amount: number } | { ok: false; problem: AmountProblem };

/** Spaces of every width and apostrophes group digits too ("200 000", "200’000"). */
const SPACE_GROUPS = /[\s\u00a0\u202f'’]/g;

/**
 * Reads an amount the way a person types it in their language (docs/product/money.md#typing):
 * the language's own marks ("200.000" and "1.234,5" in Vietnamese, "200,000" and "1,234.5" in
 * English), and the other language's grouping when it can only be grouping ("200,000" in
 * Vietnamese: three digits after the only mark). A currency without decimals (VND) takes a mark
 * followed by three digits as grouping. More decimals than the currency has are refused, never
 * rounded away. Negative amounts are not amounts a person types: refused as invalid.
 */
export function parseAmount(
  text: string,
  { language, minorUnits }: { language: LanguageCode; minorUnits: number },
): ParsedAmount {
  const compact = text.replace(SPACE_GROUPS, '');
  if (compact === '') return { ok: false, problem: 'empty' };
  if (!/^[\d.,]+$/.test(compact) || !/\d/.test(compact)) return { ok: false, problem: 'invalid' };

  const split = splitWholeAndFraction(compact, separatorsOf(language).decimal, minorUnits);
  if (!split) return { ok: false, problem: 'invalid' };
  const fraction = split.fraction.replace(/0+$/, '');
  if (fraction.length > minorUnits) return { ok: false, problem: 'tooManyDecimals' };
  const minor = Number(`${split.whole}${fraction.padEnd(minorUnits, '0')}`);
  if (!Number.isSafeInteger(minor)) return { ok: false, problem: 'tooLarge' };
  return { ok: true, minor, amount: fromMinorUnits(minor, minorUnits) };
}

function splitWholeAndFraction(
  text: string,
  decimalMark: string,
  minorUnits: number,
): { whole: string; fraction: string } | null {
  const marks = [...text].filter((c) => c === '.' || c === ',');
  if (marks.length === 0) return { whole: text, fraction: '' };
  const last = marks[marks.length - 1] as string;
  const lastIndex = text.lastIndexOf(last);
  const tail = text.slice(lastIndex + 1);
  const kinds = new Set(marks);

  let decimalAt = -1;
  if (kinds.size === 2) decimalAt = lastIndex;
  else if (marks.length === 1) {
    const looksGrouped = tail.length === 3 && lastIndex > 0;
    const isDecimal = last === decimalMark ? !(minorUnits === 0 && looksGrouped) : !looksGrouped;
    if (isDecimal) decimalAt = lastIndex;
  }
  const wholePart = decimalAt === -1 ? text : text.slice(0, decimalAt);
  const fraction = decimalAt === -1 ? '' : text.slice(decimalAt + 1);
  if (/[.,]/.test(fraction)) return null;
  const whole = ungroup(wholePart);
  if (whole === null) return null;
  return { whole: whole === '' ? '0' : whole, fraction };
}

/** "1.234.567" → "1234567"; null when the groups are not of three digits after the first. */
function ungroup(text: string): string | null {
  const groups = text.split(/[.,]/);
  if (groups.length === 1) return text;
  const marks = new Set(text.replace(/\d/g, ''));
  if (marks.size > 1) return null;
  const [first = '', ...rest] = groups;
  if (!/^\d{1,3}$/.test(first) || rest.some((g) => !/^\d{3}$/.test(g))) return null;
  return groups.join('');
}
