import { useTranslation } from 'react-i18next';
import { useFormatAmount, useRefreshWallet } from '@wl/core';
import { useFormState, type FieldErrors, type FormState } from '@wl/widgets/forms';
import { amountWords } from './amount-words.js';
import { checkAmount, type AmountLimits, type AmountProblem } from './amount-input.js';
import { walletErrorMessage } from './wallet-errors.js';

export interface MoneyForm<Field extends string> extends FormState<Field> {
  /**
   * Checks the amount typed in `name` against `limits` and, when `below` is given, that it is less
   * than that (a part of what is due); shows every message under its field, with `others` the
   * form's other field messages. The amount read, or undefined when anything was refused.
   */
  checkAmount: (
    name: Field,
    limits: AmountLimits,
    options?: { others?: FieldErrors<Field>; below?: number },
  ) => number | undefined;
  /**
   * Sends a call that moves money, busy meanwhile; on success the balances on screen are asked
   * again. Its refusal is worded above the form and what was typed stays. The answer, or
   * undefined when refused.
   */
  move: <R>(call: () => Promise<R>) => Promise<R | undefined>;
}

/**
 * The form state of a page that moves money (the kit's `useFormState`): amounts checked with the
 * wallet's rules and worded with their limits, refusals in the wallet's words, balances refreshed
 * after a success. docs/product/member.md#balance
 */
export function useMoneyForm<Field extends string>(
  initial: Record<Field, string>,
): MoneyForm<Field> {
  const { t } = useTranslation();
  const format = useFormatAmount();
  const refreshWallet = useRefreshWallet();
  const form = useFormState(initial, (failure) => walletErrorMessage(failure, t));
  return {
    ...form,
    checkAmount: (name, limits, { others = {}, below } = {}) => {
      const check = checkAmount(form.values[name], limits);
      const problem: AmountProblem | null = !check.ok
        ? check.problem
        : below !== undefined && check.amount >= below
          ? 'notPartial'
          : null;
      const words = amountWords({ ...limits, ...(below !== undefined && { max: below }) }, format);
      const found =
        problem === null ? others : { ...others, [name]: t(`wallet.amount.${problem}`, words) };
      return form.check(found) && check.ok ? check.amount : undefined;
    },
    move: async (call) => {
      let answer: Awaited<ReturnType<typeof call>> | undefined;
      await form.send(async () => {
        answer = await call();
        await refreshWallet();
      });
      return answer;
    },
  };
}
