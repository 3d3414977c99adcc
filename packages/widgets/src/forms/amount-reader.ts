import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentLanguage, useMoney } from '@wl/core';
import { parseAmount } from '@wl/tenant-config';

/** The limits an amount is checked against, in the currency's unit (or points). */
export interface AmountLimits {
  min?: number | undefined;
  /** null or undefined: no maximum. */
  max?: number | null | undefined;
  /** The money the amount comes out of, when it comes out of a wallet. */
  balance?: number | undefined;
}

/** What an amount field counts: the site's money unless told (points: whole, no currency). */
export interface AmountUnit {
  /** Decimals the amount may have; the currency's unless told (points: 0). */
  decimals?: number | undefined;
  /** Writes a limit in words; the money formatter unless told. */
  formatLimit?: ((amount: number) => string) | undefined;
}

/** Why a typed amount is refused, by the `amount.*` text that says so. */
export type AmountRefusal =
  | 'empty'
  | 'invalid'
  | 'wholeOnly'
  | 'tooManyDecimals'
  | 'tooLarge'
  | 'zero'
  | 'belowMinimum'
  | 'aboveMaximum'
  | 'aboveBalance';

/** What was typed, read: the exact amount, or why it is refused, in the page's language. */
export type AmountReading =
  | { ok: true; amount: number; minor: number }
  | { ok: false; problem: AmountRefusal; message: string };

/**
 * Reads an amount as the person typed it in the page's language, at the currency's precision,
 * and checks it against its limits; a refusal comes as words. docs/product/money.md#typing-amounts
 */
export function useAmountReader(
  unit: AmountUnit = {},
): (text: string, limits?: AmountLimits) => AmountReading {
  const { t } = useTranslation();
  const money = useMoney();
  const language = useCurrentLanguage();
  const decimals = unit.decimals ?? money.minorUnits;
  const format = unit.formatLimit ?? money.format;
  return useCallback(
    (text, limits = {}) => {
      const parsed = parseAmount(text, { language, minorUnits: decimals });
      if (!parsed.ok) {
        const problem: AmountRefusal =
          parsed.problem === 'tooManyDecimals' && decimals === 0 ? 'wholeOnly' : parsed.problem;
        return { ok: false, problem, message: t(`amount.${problem}`, { count: decimals }) };
      }
      const { amount } = parsed;
      const refuse = (problem: AmountRefusal) => ({
        ok: false as const,
        problem,
        message: t(`amount.${problem}`, limitWords(limits, format)),
      });
      if (amount <= 0) return refuse('zero');
      if (limits.min !== undefined && amount < limits.min) return refuse('belowMinimum');
      if (limits.max !== undefined && limits.max !== null && amount > limits.max)
        return refuse('aboveMaximum');
      if (limits.balance !== undefined && amount > limits.balance) return refuse('aboveBalance');
      return { ok: true, amount, minor: parsed.minor };
    },
    [t, language, decimals, format],
  );
}

/** The limits as the texts name them (min, max, balance), written as amounts. */
export function limitWords(
  limits: AmountLimits,
  format: (amount: number) => string,
): { min: string; max: string; balance: string } {
  return {
    min: format(limits.min ?? 0),
    max: limits.max === undefined || limits.max === null ? '' : format(limits.max),
    balance: format(limits.balance ?? 0),
  };
}
