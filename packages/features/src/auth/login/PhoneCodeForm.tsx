import { useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@wl/core';
import { PhoneNumberField, SendCodeButton, usePhoneNumber } from '../phone/index.js';
import { CodeField } from './CodeField.js';
import { sendLoginCode } from './sms-calls.js';

type CheckedPhone = NonNullable<ReturnType<ReturnType<typeof usePhoneNumber>['check']>>;

interface PhoneCodeFormProps {
  label: string;
  purpose: ComponentProps<typeof SendCodeButton>['purpose'];
  submitLabel: string;
  /** Signs in with the checked number and the trimmed code; a rejection shows its message. */
  signIn: (phone: CheckedPhone, code: string) => Promise<void>;
  intro?: ReactNode;
  children?: ReactNode;
}

/**
 * A sign-in by mobile number and the SMS code sent to it: the SMS tab and the new-address step.
 * The number is checked before anything is sent; a refusal keeps what was typed.
 * docs/product/accounts.md#sms-code
 */
export function PhoneCodeForm(props: PhoneCodeFormProps) {
  const { label, purpose, submitLabel, signIn, intro, children } = props;
  const { t } = useTranslation();
  const phone = usePhoneNumber();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const checked = phone.check();
    if (!checked) return;
    if (!code.trim()) {
      setError(t('validation.verificationCode'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await signIn(checked, code.trim());
    } catch (failure) {
      setError(errorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={label}>
      {intro}
      <PhoneNumberField phone={phone} />
      <div className="mt-2 flex items-end gap-2">
        <CodeField value={code} onChange={setCode} />
        <SendCodeButton phone={phone} purpose={purpose} send={sendLoginCode} />
      </div>
      {error && (
        <p role="alert" className="text-error my-2 text-sm">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary mt-4 w-full" disabled={busy}>
        {submitLabel}
      </button>
      {children}
    </form>
  );
}
