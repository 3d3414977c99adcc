import type { AmountLimits } from './amount-input.js';

/** The limits of an amount as the wallet's texts name them (min, max, balance), formatted. */
export function amountWords(limits: AmountLimits, format: (amount: number) => string) {
  return {
    min: format(limits.min ?? 0),
    max: limits.max === undefined || limits.max === null ? '' : format(limits.max),
    balance: format(limits.balance ?? 0),
  };
}
