/**
 * The currency facts every amount depends on (docs/product/money.md#the-currency-model).
 * A currency is named by its ISO 4217 code; its minor unit (VND 0, USD 2) is the precision of
 * every amount in it. A backend that answers in thousands names the currency K + code (KVND).
 */

const minorUnits = new Map<string, number | null>();

/**
 * A currency's minor unit as Intl knows it, or null for a code Intl refuses. Asked for every
 * amount shown, so each code's answer is kept: making an `Intl.NumberFormat` is costly (on a
 * slowed phone CPU, about 100 ms of a page's start-up went to making one per amount).
 */
export function knownMinorUnitsOf(code: string): number | null {
  let digits = minorUnits.get(code);
  if (digits === undefined) {
    try {
      digits =
        new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
          .maximumFractionDigits ?? 2;
    } catch {
      digits = null;
    }
    minorUnits.set(code, digits);
  }
  return digits;
}

/** Digits after the decimal point of a currency (ISO 4217 minor unit); 2 when unknown. */
export function minorUnitsOf(code: string): number {
  return knownMinorUnitsOf(code) ?? 2;
}

/** Whether `code` is a currency code Intl knows (three letters, e.g. VND, USD). */
export function isCurrencyCode(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && knownMinorUnitsOf(code) !== null;
}

/** The currency as the backend names it: KVND means VND amounts given in thousands. */
export interface BackendCurrency {
  /** ISO code. */
  code: string;
  /** What one backend unit is worth in the currency (1000 for KVND, else 1). */
  scale: number;
}

export function readBackendCurrency(name: string): BackendCurrency {
  const upper = name.trim().toUpperCase();
  const thousands = /^K([A-Z]{3})$/.exec(upper)?.[1];
  return thousands ? { code: thousands, scale: 1000 } : { code: upper, scale: 1 };
}
