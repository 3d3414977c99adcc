import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@wl/core';
import { Field } from './Field.js';
import {
  limitWords,
  useAmountReader,
  type AmountLimits,
  type AmountUnit,
} from './amount-reader.js';

export interface AmountFieldProps extends AmountLimits, AmountUnit {
  label: string;
  /** The amount as typed: kept as text, read with the page's language only when checked. */
  value: string;
  onValueChange: (value: string) => void;
  /** A help text under the input; the limits in words unless told. */
  hint?: ReactNode | undefined;
  /** The form's message for this amount; when absent, the field's own refusal once left. */
  error?: string | undefined;
  required?: boolean | undefined;
  /**
   * What the amount counts, shown beside it; the site's currency symbol unless told ('' shows
   * nothing).
   */
  unit?: string | undefined;
  readOnly?: boolean | undefined;
}

/**
 * The currency as the site writes amounts: what the formatter writes before and after the
 * number of zero (`$` before, `₫` after in Vietnamese). docs/product/money.md#typing-amounts
 */
function useCurrencyAffix(): { before: string; after: string } {
  const text = useMoney().format(0);
  const first = text.search(/\d/);
  const last = text.lastIndexOf('0');
  if (first < 0) return { before: '', after: '' };
  return { before: text.slice(0, first).trim(), after: text.slice(last + 1).trim() };
}

/** The limits stated under an amount: its range and the balance it comes out of. */
function useLimitsHint(limits: AmountLimits, format: (amount: number) => string): string | null {
  const { t } = useTranslation();
  const words = limitWords(limits, format);
  const range =
    limits.min !== undefined && words.max !== ''
      ? t('amount.between', words)
      : limits.min !== undefined
        ? t('amount.atLeast', words)
        : words.max !== ''
          ? t('amount.atMost', words)
          : null;
  const available = limits.balance === undefined ? null : t('amount.available', words);
  const parts = [range, available].filter((part): part is string => part !== null);
  return parts.length === 0 ? null : parts.join(' · ');
}

/**
 * An amount to type: a decimal keypad on phones, its unit beside the number (before or after it,
 * as the site writes amounts) and read with it, its limits under it. What was typed stays; it is
 * read in the page's language at the currency's precision (`200.000` and `200,000` are both two
 * hundred thousand dong in Vietnamese) and, once the person leaves the field, a refused amount says
 * why in words (the form's own message takes precedence). docs/product/money.md#typing-amounts
 */
export function AmountField({
  label,
  value,
  onValueChange,
  hint,
  error,
  required,
  unit,
  readOnly,
  min,
  max,
  balance,
  decimals,
  formatLimit,
}: AmountFieldProps) {
  const money = useMoney();
  const currency = useCurrencyAffix();
  const { before, after } = unit === undefined ? currency : { before: '', after: unit };
  const limits = { min, max, balance };
  const read = useAmountReader({ decimals, formatLimit });
  const limitsHint = useLimitsHint(limits, formatLimit ?? money.format);
  const [left, setLeft] = useState(false);
  const reading = read(value, limits);
  const ownError = left && value.trim() !== '' && !reading.ok ? reading.message : undefined;
  const unitId = useId();
  const unitIds = [before !== '' && `${unitId}-before`, after !== '' && `${unitId}-after`].filter(
    (id): id is string => id !== false,
  );
  const shownError = error ?? ownError;
  return (
    <Field
      label={label}
      hint={hint ?? limitsHint ?? undefined}
      error={shownError}
      required={required}
      describedBy={unitIds}
    >
      {(control) => (
        <div
          className={`input input-bordered flex w-full items-center gap-2${shownError === undefined ? '' : ' input-error'}`}
        >
          {before !== '' && (
            <span id={`${unitId}-before`} className="opacity-80">
              {before}
            </span>
          )}
          <input
            {...control}
            className="min-w-0 grow"
            inputMode="decimal"
            autoComplete="off"
            readOnly={readOnly}
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
            onBlur={() => setLeft(true)}
          />
          {after !== '' && (
            <span id={`${unitId}-after`} className="opacity-80">
              {after}
            </span>
          )}
        </div>
      )}
    </Field>
  );
}
