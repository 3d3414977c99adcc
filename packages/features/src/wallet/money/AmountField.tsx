import { useTranslation } from 'react-i18next';
import { useFormatAmount } from '@wl/core';
import { AmountField as AmountInput, type FieldBinding } from '@wl/widgets/forms';
import type { AmountLimits } from './amount-input.js';
import { amountWords } from './amount-words.js';

interface AmountFieldProps extends FieldBinding {
  label: string;
  limits: AmountLimits;
  /** Amounts one press fills in. */
  presets?: readonly number[];
}

/**
 * A wallet amount (the kit's `AmountField`) with its limits stated under it, amounts one press
 * fills in and, once a send was tried, what is wrong with it (worded by `useMoneyForm`); what was typed stays.
 * docs/product/member.md#deposit
 */
export function AmountField({
  label,
  value,
  onValueChange,
  error,
  limits,
  presets = [],
}: AmountFieldProps) {
  const { t } = useTranslation();
  const format = useFormatAmount();
  const words = amountWords(limits, format);
  const hint =
    limits.min === undefined
      ? undefined
      : words.max === ''
        ? t('wallet.amount.atLeast', words)
        : t('wallet.amount.between', words);
  return (
    <div>
      {presets.length > 0 && (
        <div
          role="group"
          aria-label={t('wallet.amount.presets')}
          className="mb-2 flex flex-wrap gap-2"
        >
          {presets.map((preset) => (
            <button
              key={preset}
              type="button"
              className={`btn btn-sm ${String(preset) === value ? 'btn-primary' : 'btn-outline'}`}
              aria-pressed={String(preset) === value}
              onClick={() => onValueChange(String(preset))}
            >
              {format(preset)}
            </button>
          ))}
        </div>
      )}
      <AmountInput
        label={label}
        value={value}
        onValueChange={onValueChange}
        hint={hint}
        error={error}
      />
    </div>
  );
}
