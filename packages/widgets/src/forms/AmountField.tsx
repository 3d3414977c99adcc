import { useId, type ReactNode } from 'react';
import { useFormatAmount } from '@wl/core';
import { Field } from './Field.js';

export interface AmountFieldProps {
  label: string;
  /** The amount as typed: kept as text, read as a number only when the form checks it. */
  value: string;
  onValueChange: (value: string) => void;
  hint?: ReactNode | undefined;
  error?: string | undefined;
  required?: boolean | undefined;
  /**
   * What the amount counts, shown beside it; the site's currency unless told ('' shows nothing,
   * e.g. for points).
   */
  unit?: string | undefined;
  readOnly?: boolean | undefined;
}

/**
 * The currency as the site's amounts show it (docs/product/member.md#amounts): what the amount
 * formatter writes before and after the number. A "K" after the digits (amounts shown in
 * thousands) belongs to the number, not to the currency, and is left out.
 */
function useCurrencyAffix(): { before: string; after: string } {
  const text = useFormatAmount()(0);
  const first = text.search(/\d/);
  const last = text.lastIndexOf('0');
  if (first < 0) return { before: '', after: '' };
  return {
    before: text.slice(0, first).trim(),
    after: text
      .slice(last + 1)
      .replace(/^K/, '')
      .trim(),
  };
}

/**
 * An amount to type: a decimal keypad on phones (inputMode decimal), the currency beside the
 * number (before or after it, as the site writes amounts) and read with it. The value stays the
 * typed text; the form checks it with its own rules. docs/architecture.md#widgets
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
}: AmountFieldProps) {
  const currency = useCurrencyAffix();
  const { before, after } = unit === undefined ? currency : { before: '', after: unit };
  const unitId = useId();
  const unitIds = [before !== '' && `${unitId}-before`, after !== '' && `${unitId}-after`].filter(
    (id): id is string => id !== false,
  );
  return (
    <Field label={label} hint={hint} error={error} required={required} describedBy={unitIds}>
      {(control) => (
        <div
          className={`input input-bordered flex w-full items-center gap-2${error === undefined ? '' : ' input-error'}`}
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
