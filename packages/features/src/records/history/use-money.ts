import { useFormatAmount } from '@wl/core';

/** Amounts as the core formatter shows them; `signed` adds a + to gains. */
export function useMoney(): (amount: number, signed?: boolean) => string {
  const format = useFormatAmount();
  return (amount, signed = false) => `${signed && amount > 0 ? '+' : ''}${format(amount)}`;
}
