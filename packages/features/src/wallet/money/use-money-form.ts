import { useTranslation } from 'react-i18next';
import { useMoney, useRefreshBalances } from '@wl/core';
import {
  limitWords,
  useAmountReader,
  useFormState,
  type AmountLimits,
  type FieldErrors,
  type FormState,
} from '@wl/widgets/forms';
import { walletErrorMessage } from './wallet-errors.js';

export interface MoneyForm<Field extends string> extends FormState<Field> {
  /**
   * Reads the amount typed in `name` (the kit's reader: the page's language, the currency's
   * precision) against `limits` and, when `below` is given, that it is less than that (a part of
   * what is due); shows every message under its field, with `others` the form's other field
   * messages. The exact amount in the currency's unit, or undefined when anything was refused.
   */
  checkAmount: (
    name: Field,
    limits: AmountLimits,
    options?: { others?: FieldErrors<Field>; below?: number },
  ) => number | undefined;
  /**
   * Sends a call that moves money, busy meanwhile; on success every balance on screen is asked
   * again (`useRefreshBalances`). Its refusal is worded above the form and what was typed stays.
   * The answer, or undefined when refused.
   */
  move: <R>(call: () => Promise<R>) => Promise<R | undefined>;
}

/**
 * The form state of a page that moves money (the kit's `useFormState`): amounts read and worded
 * by the kit's amount reader, refusals in the wallet's words, balances refreshed after a success.
 * docs/product/money.md#balances
 */
export function useMoneyForm<Field extends string>(
  initial: Record<Field, string>,
): MoneyForm<Field> {
  const { t } = useTranslation();
  const { format } = useMoney();
  const read = useAmountReader();
  const refreshBalances = useRefreshBalances();
  const form = useFormState(initial, (failure) => walletErrorMessage(failure, t));
  return {
    ...form,
    checkAmount: (name, limits, { others = {}, below } = {}) => {
      const reading = read(form.values[name], limits);
      const message = !reading.ok
        ? reading.message
        : below !== undefined && reading.amount >= below
          ? t('wallet.amount.notPartial', limitWords({ max: below }, format))
          : null;
      const found = message === null ? others : { ...others, [name]: message };
      return form.check(found) && reading.ok ? reading.amount : undefined;
    },
    move: async (call) => {
      let answer: Awaited<ReturnType<typeof call>> | undefined;
      await form.send(async () => {
        answer = await call();
        await refreshBalances();
      });
      return answer;
    },
  };
}
