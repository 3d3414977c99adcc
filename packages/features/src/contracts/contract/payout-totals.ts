import type { Payout } from '@wl/core';
import { fromMinorUnits, toMinorUnits } from '@wl/tenant-config';

/** The sums of the payouts' bases and amounts. */
export interface PayoutTotals {
  base: number;
  amount: number;
}

/**
 * The bases and amounts of every payout added up in minor units of the currency
 * (docs/product/money.md#rounding), so the totals equal the sum of the rows of all pages.
 * `toUnit` reads a backend amount in the currency's unit, `toBackend` turns the sum back.
 */
export function payoutTotals(
  payouts: readonly Payout[],
  minorUnits: number,
  toUnit: (amount: number) => number = (amount) => amount,
  toBackend: (amount: number) => number = (amount) => amount,
): PayoutTotals {
  let base = 0;
  let amount = 0;
  for (const p of payouts) {
    base += toMinorUnits(toUnit(p.base), minorUnits);
    amount += toMinorUnits(toUnit(p.amount), minorUnits);
  }
  return {
    base: toBackend(fromMinorUnits(base, minorUnits)),
    amount: toBackend(fromMinorUnits(amount, minorUnits)),
  };
}
