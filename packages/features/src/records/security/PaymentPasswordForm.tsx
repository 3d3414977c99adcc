import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '@wl/core';
import { FormAlert, TextField } from '@wl/widgets/forms';
import { recordsErrorText } from '../error-text.js';
import { isPaymentPassword } from './security-rules.js';

type Field = 'oldPaymentPassword' | 'newPaymentPassword' | 'confirmPaymentPassword';

const EMPTY: Record<Field, string> = {
  oldPaymentPassword: '',
  newPaymentPassword: '',
  confirmPaymentPassword: '',
};

interface PaymentPasswordFormProps {
  /** Whether the account has one (then the current one is asked). */
  isSet: boolean;
  onSaved: () => void;
}

/**
 * Sets the payment password, or changes it with the current one; a refusal keeps what was typed.
 * docs/product/member.md#payment-password
 */
export function PaymentPasswordForm({ isSet, onSaved }: PaymentPasswordFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  const field = (name: Field) => ({
    value: values[name],
    error: errors[name],
    onValueChange: (value: string) => setValues((previous) => ({ ...previous, [name]: value })),
  });

  function check(): Partial<Record<Field, string>> {
    const found: Partial<Record<Field, string>> = {};
    if (isSet && values.oldPaymentPassword === '') {
      found.oldPaymentPassword = t('records.security.required');
    }
    if (!isPaymentPassword(values.newPaymentPassword)) {
      found.newPaymentPassword = t('records.errors.paymentPasswordFormat');
    } else if (values.confirmPaymentPassword !== values.newPaymentPassword) {
      found.confirmPaymentPassword = t('records.security.confirmDiffers');
    }
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = check();
    setErrors(found);
    setFailure(null);
    setSaved(false);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await callEndpoint('security.setPaymentPassword', {
        body: {
          ...(isSet && { oldPaymentPassword: values.oldPaymentPassword }),
          newPaymentPassword: values.newPaymentPassword,
          confirmPaymentPassword: values.confirmPaymentPassword,
        },
      });
      setValues(EMPTY);
      setSaved(true);
      onSaved();
    } catch (error) {
      setFailure(recordsErrorText(error, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="security-payment-password" className="card bg-base-200">
      <form className="card-body" noValidate onSubmit={(event) => void submit(event)}>
        <h3 id="security-payment-password" className="card-title">
          {t(
            isSet
              ? 'records.security.changePaymentPassword'
              : 'records.security.setPaymentPassword',
          )}
        </h3>
        <p className="text-sm opacity-80">{t('records.security.paymentPasswordHint')}</p>
        <FormAlert message={failure} />
        {saved && (
          <p role="status" className="alert alert-success text-sm">
            {t('records.security.paymentPasswordSaved')}
          </p>
        )}
        {isSet && (
          <TextField
            label={t('records.security.currentPaymentPassword')}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            {...field('oldPaymentPassword')}
          />
        )}
        <TextField
          label={t('records.security.newPaymentPassword')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          {...field('newPaymentPassword')}
        />
        <TextField
          label={t('records.security.confirmPaymentPassword')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          {...field('confirmPaymentPassword')}
        />
        <div className="card-actions justify-end">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('records.security.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
