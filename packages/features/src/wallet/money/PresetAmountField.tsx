import { useTranslation } from 'react-i18next';
import { useMoney } from '@wl/core';
import {
  AmountField,
  useAmountReader,
  type AmountLimits,
  type FieldBinding,
} from '@wl/widgets/forms';

interface PresetAmountFieldProps extends FieldBinding {
  label: string;
  /** In the currency's unit, as read from the backend (`fromBackend`). */
  limits: AmountLimits;
  /** Amounts one press fills in, in the currency's unit. */
  presets?: readonly number[] | undefined;
}

/**
 * A wallet amount: the kit's `AmountField` (its unit, limits and refusals in words) with amounts
 * one press fills in above it; what was typed stays. docs/product/money.md#typing-amounts
 */
export function PresetAmountField({
  label,
  value,
  onValueChange,
  error,
  limits,
  presets = [],
}: PresetAmountFieldProps) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const typed = useAmountReader()(value);
  const isPreset = (preset: number) => typed.ok && typed.amount === preset;
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
              className={`btn btn-sm ${isPreset(preset) ? 'btn-primary' : 'btn-outline'}`}
              aria-pressed={isPreset(preset)}
              onClick={() => onValueChange(String(preset))}
            >
              {format(preset)}
            </button>
          ))}
        </div>
      )}
      <AmountField
        label={label}
        value={value}
        onValueChange={onValueChange}
        error={error}
        min={limits.min}
        max={limits.max}
        balance={limits.balance}
      />
    </div>
  );
}
