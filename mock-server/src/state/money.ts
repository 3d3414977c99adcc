/** Money rounded to cents, so repeated moves do not drift. */
export function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}
