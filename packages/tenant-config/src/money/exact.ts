/**
 * Exact amounts. An amount is held as a whole number of the currency's minor unit (cents, dong);
 * arithmetic happens on those integers, never on fractions (docs/product/money.md#rounding).
 */

/** A whole number of minor units (e.g. 12345 = $123.45, 200000 = ₫200,000). */
export type MinorUnits = number;

/**
 * An amount in the currency's unit (as backends send it: 123.45) to minor units, rounded half
 * away from zero at the currency's precision. Strings are read as decimals ("123.45").
 */
export function toMinorUnits(amount: number | string, minorUnits: number): MinorUnits {
  const text = typeof amount === 'number' ? numberToPlain(amount) : amount.trim();
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return Number.NaN;
  const [, sign = '', whole = '', fraction = ''] = match;
  const kept = fraction.slice(0, minorUnits).padEnd(minorUnits, '0');
  const roundUp = (fraction[minorUnits] ?? '0') >= '5';
  const magnitude = Number(`${whole || '0'}${kept}`) + (roundUp ? 1 : 0);
  return sign === '-' ? -magnitude : magnitude;
}

/** Minor units back to the currency's unit, as a number (exact to the currency's precision). */
export function fromMinorUnits(minor: MinorUnits, minorUnits: number): number {
  return Number(minorToDecimal(minor, minorUnits));
}

/** Minor units as a plain decimal text with the currency's precision ("123.45", "200000"). */
export function minorToDecimal(minor: MinorUnits, minorUnits: number): string {
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(Math.round(minor))).padStart(minorUnits + 1, '0');
  if (minorUnits === 0) return `${sign}${digits}`;
  return `${sign}${digits.slice(0, -minorUnits)}.${digits.slice(-minorUnits)}`;
}

/** Whether a number has no more decimals than the currency allows (123.45 in USD yes, 1.5 ₫ no). */
export function fitsPrecision(amount: number, minorUnits: number): boolean {
  if (!Number.isFinite(amount)) return false;
  return fromMinorUnits(toMinorUnits(amount, minorUnits), minorUnits) === amount;
}

function numberToPlain(value: number): string {
  if (!Number.isFinite(value)) return 'NaN';
  // The shortest text that reads back as the same number ("0.1", not 0.1000000000000000055…);
  // exponent notation (1e21, 1e-7) is spelled out so the digits can be read one by one.
  const shortest = String(value);
  if (!/e/i.test(shortest)) return shortest;
  return Math.abs(value) < 1e21 ? value.toFixed(20).replace(/\.?0+$/, '') : 'NaN';
}
