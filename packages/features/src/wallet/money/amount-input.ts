/** What is wrong with a typed amount, by the wallet.amount.* text that says so. */
export type AmountProblem =
  'empty' | 'invalid' | 'belowMinimum' | 'aboveMaximum' | 'aboveBalance' | 'notPartial';

export interface AmountLimits {
  min?: number | undefined;
  /** null or undefined: no maximum. */
  max?: number | null | undefined;
  /** The money the amount comes out of, when it comes out of a wallet. */
  balance?: number | undefined;
}

export type AmountCheck = { ok: true; amount: number } | { ok: false; problem: AmountProblem };

/**
 * A typed amount (digits, grouping commas or spaces, at most two decimals) checked against the
 * limits before anything is sent. docs/product/member.md#deposit
 */
export function checkAmount(typed: string, limits: AmountLimits = {}): AmountCheck {
  const text = typed.replace(/[\s,]/g, '');
  if (text === '') return { ok: false, problem: 'empty' };
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return { ok: false, problem: 'invalid' };
  const amount = Number(text);
  if (amount <= 0) return { ok: false, problem: 'invalid' };
  if (limits.min !== undefined && amount < limits.min)
    return { ok: false, problem: 'belowMinimum' };
  if (limits.max !== undefined && limits.max !== null && amount > limits.max)
    return { ok: false, problem: 'aboveMaximum' };
  if (limits.balance !== undefined && amount > limits.balance)
    return { ok: false, problem: 'aboveBalance' };
  return { ok: true, amount };
}
