import { useTranslation } from 'react-i18next';
import { FormEnd, type AmountLimits } from '@wl/widgets/forms';
import { PresetAmountField } from './PresetAmountField.js';
import type { MoneyForm } from './use-money-form.js';

interface MoneyFormEndProps {
  form: MoneyForm<'amount'>;
  /** In the currency's unit, as read from the backend (`fromBackend`). */
  limits: AmountLimits;
  /** Amounts one press fills in, in the currency's unit. */
  presets?: readonly number[] | undefined;
  /** What the last move achieved, if anything. */
  done: string | null;
  /** The send button's words. */
  submit: string;
}

/**
 * The end of every form that moves money: the amount (with its presets), the refusal or what was
 * done, and the full-width send button. docs/product/money.md#typing-amounts
 */
export function MoneyFormEnd({ form, limits, presets, done, submit }: MoneyFormEndProps) {
  const { t } = useTranslation();
  return (
    <>
      <PresetAmountField
        label={t('wallet.amount.label')}
        {...form.field('amount')}
        limits={limits}
        presets={presets}
      />
      <FormEnd form={form} done={done} submit={submit} submitClassName="w-full" />
    </>
  );
}
