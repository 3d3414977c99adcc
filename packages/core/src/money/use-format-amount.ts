import { useMoney } from './use-money.js';

/** Formats amounts in the tenant's currency and the page's language (see useMoney). */
export function useFormatAmount(): (amount: number) => string {
  return useMoney().format;
}
