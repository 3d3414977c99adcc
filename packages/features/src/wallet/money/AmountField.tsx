import { useTranslation } from 'react-i18next';
import { useFormatAmount } from '@wl/core';
import { AmountField as AmountInput } from '@wl/widgets/forms';
import type { AmountLimits, AmountProblem } from './amount-input.js';

interface AmountFieldProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  limits: AmountLimits;
  /** What is wrong with the amount after a send was tried; null when nothing. */
  problem: AmountProblem | null;
  /** Amounts one press fills in. */
  presets?: readonly number[];
}

/**
 * A wallet amount (the kit's `AmountField`) with its limits stated under it, amounts one press
 * fills in and, once a send was tried, what is wrong with it; what was typed stays.
 * docs/product/member.md#deposit
 */
export function AmountField({
  label,
  value,
  onValueChange,
  limits,
  problem,
  presets = [],
}: AmountFieldProps) {
  const { t } = useTranslation();
  const format = useFormatAmount();
  const words = {
    min: format(limits.min ?? 0),
    max: limits.max === undefined || limits.max === null ? '' : format(limits.max),
    balance: format(limits.balance ?? 0),
  };
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
        error={problem === null ? undefined : t(`wallet.amount.${problem}`, words)}
      />
    </div>
  );
}
