import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint, isApiError, useEndpoint } from '@wl/core';
import { FormAlert, TextField } from '@wl/widgets/forms';
import { contractErrorText } from '../contract/contract-errors.js';
import { useFormats } from '../format.js';

interface TransferFormProps {
  /** A downline chosen beforehand (from the team list); the field is then fixed. */
  downline?: string;
  onDone?: () => void;
}

type Field = 'downline' | 'amount' | 'paymentPassword';

/**
 * Moves money from the agent's main wallet to an account of its team; both balances are shown
 * afterwards. Where the merchant uses a payment password the agent gives its own; a wrong one is
 * told on the field and nothing typed is lost (docs/product/agent.md#transfer-to-a-downline).
 */
export function TransferForm({ downline: fixed, onDone }: TransferFormProps) {
  const { t } = useTranslation();
  const f = useFormats();
  const [downline, setDownline] = useState(fixed ?? '');
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  // Whether the merchant uses a payment password and the agent has set one; when the answer
  // fails, the form sends without one and the server says what is missing.
  const security = useEndpoint('security.overview');
  const checking = security.data === undefined && security.error === undefined;
  const asksPassword = security.data?.paymentPassword.enabled ?? false;
  const needsPassword = asksPassword && security.data?.paymentPassword.isSet === false;
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount.replace(/[\s,]/g, ''));
    const next: Partial<Record<Field, string>> = {};
    if (downline.trim() === '') next.downline = t('validation.required');
    if (amount.trim() === '') next.amount = t('validation.required');
    else if (!Number.isFinite(value) || value <= 0)
      next.amount = t('contract.transfer.amountInvalid');
    if (asksPassword && paymentPassword === '') next.paymentPassword = t('validation.required');
    setErrors(next);
    setFailure(null);
    setDone(null);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      const result = await callEndpoint('team.transfer', {
        body: {
          downline: downline.trim(),
          amount: value,
          ...(asksPassword ? { paymentPassword } : {}),
        },
      });
      setDone(
        t('contract.transfer.done', {
          amount: f.money(value),
          downline: result.downline,
          balance: f.money(result.balance),
          downlineBalance: f.money(result.downlineBalance),
        }),
      );
      setAmount('');
      setPaymentPassword('');
      onDone?.();
    } catch (error) {
      if (isApiError(error) && error.message === 'payment_password_incorrect') {
        setErrors({ paymentPassword: contractErrorText(error, t) });
      } else setFailure(contractErrorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="max-w-md">
      <FormAlert message={failure} />
      {done && (
        <p role="status" className="alert alert-success mb-3 text-sm">
          {done}
        </p>
      )}
      <TextField
        label={t('contract.transfer.downline')}
        value={downline}
        onValueChange={setDownline}
        readOnly={fixed !== undefined}
        autoComplete="off"
        error={errors.downline}
      />
      <TextField
        label={t('contract.transfer.amount')}
        value={amount}
        onValueChange={setAmount}
        inputMode="decimal"
        autoComplete="off"
        error={errors.amount}
      />
      {asksPassword && !needsPassword && (
        <TextField
          label={t('contract.transfer.paymentPassword')}
          type="password"
          value={paymentPassword}
          onValueChange={setPaymentPassword}
          inputMode="numeric"
          autoComplete="off"
          error={errors.paymentPassword}
        />
      )}
      {needsPassword && (
        <p role="note" className="alert alert-warning mb-3 text-sm">
          {t('contract.transfer.paymentPasswordNeeded')}
        </p>
      )}
      {checking && (
        <p className="mb-3 text-sm opacity-70" aria-live="polite">
          {t('contract.transfer.checking')}
        </p>
      )}
      <button
        type="submit"
        className="btn btn-primary"
        disabled={busy || checking || needsPassword}
      >
        {t('contract.transfer.submit')}
      </button>
    </form>
  );
}
