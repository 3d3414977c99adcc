import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint, isApiError, useEndpoint, useMoney, useRefreshBalances } from '@wl/core';
import {
  AmountField,
  FormAlert,
  PinField,
  TextField,
  useAmountReader,
  useFormState,
  type FieldErrors,
} from '@wl/widgets/forms';
import { teamErrorText } from './team-errors.js';
import { useFormats } from '../contracts/index.js';

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
  const { format, toBackend } = useMoney();
  const readAmount = useAmountReader();
  const refreshBalances = useRefreshBalances();
  // A wrong payment password is told on its field; any other refusal above the form.
  const form = useFormState<Field>(
    { downline: fixed ?? '', amount: '', paymentPassword: '' },
    (error): string | FieldErrors<Field> => {
      const text = teamErrorText(error, t);
      return isApiError(error) && error.message === 'payment_password_incorrect'
        ? { paymentPassword: text }
        : text;
    },
  );
  const { downline, amount, paymentPassword } = form.values;
  // Whether the merchant uses a payment password and the agent has set one; when the answer
  // fails, the form sends without one and the server says what is missing.
  const security = useEndpoint('security.overview');
  const checking = security.data === undefined && security.error === undefined;
  const asksPassword = security.data?.paymentPassword.enabled ?? false;
  const needsPassword = asksPassword && security.data?.paymentPassword.isSet === false;
  const [done, setDone] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const reading = readAmount(amount);
    const next: FieldErrors<Field> = {};
    if (downline.trim() === '') next.downline = t('validation.required');
    if (!reading.ok) next.amount = reading.message;
    if (asksPassword && paymentPassword === '') next.paymentPassword = t('validation.required');
    setDone(null);
    if (!form.check(next) || !reading.ok) return;
    const sent = await form.send(async () => {
      const result = await callEndpoint('team.transfer', {
        body: {
          downline: downline.trim(),
          amount: toBackend(reading.amount),
          ...(asksPassword ? { paymentPassword } : {}),
        },
      });
      setDone(
        t('team.transferForm.done', {
          amount: format(reading.amount),
          downline: result.downline,
          balance: f.money(result.balance),
          downlineBalance: f.money(result.downlineBalance),
        }),
      );
    });
    if (!sent) return;
    void refreshBalances();
    form.reset(['amount', 'paymentPassword']);
    onDone?.();
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="max-w-md">
      <FormAlert message={form.failure} />
      {done && (
        <p role="status" className="alert alert-success mb-3 text-sm">
          {done}
        </p>
      )}
      <TextField
        label={t('team.transferForm.downline')}
        readOnly={fixed !== undefined}
        autoComplete="off"
        {...form.field('downline')}
      />
      <AmountField label={t('team.transferForm.amount')} {...form.field('amount')} />
      {asksPassword && !needsPassword && (
        <PinField
          label={t('team.transferForm.paymentPassword')}
          {...form.field('paymentPassword')}
        />
      )}
      {needsPassword && (
        <p role="note" className="alert alert-warning mb-3 text-sm">
          {t('team.transferForm.paymentPasswordNeeded')}
        </p>
      )}
      {checking && (
        <p className="mb-3 text-sm opacity-70" aria-live="polite">
          {t('team.transferForm.checking')}
        </p>
      )}
      <button
        type="submit"
        className="btn btn-primary"
        disabled={form.busy || checking || needsPassword}
      >
        {t('team.transferForm.submit')}
      </button>
    </form>
  );
}
