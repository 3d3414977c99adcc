import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, login } from '@wl/core';
import { PhoneNumberField, SendCodeButton, usePhoneNumber } from '../phone/index.js';
import { CodeField } from './CodeField.js';
import { sendLoginCode } from './sms-calls.js';
import type { LoginContext } from './use-login-context.js';

/** Sign-in with the mobile number and the SMS code sent to it. docs/product/accounts.md#sms-code */
export function SmsLoginForm({ context }: { context: LoginContext }) {
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
      const session = await login({
        type: 'sms',
        portal: context.portal,
        mobileNum: checked.mobileNum,
        countryDialingCode: checked.countryDialingCode,
        verificationCode: code.trim(),
      });
      await context.finish(session, { password: '', type: 'sms' });
    } catch (failure) {
      setError(errorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('login.bySms')}>
      <PhoneNumberField phone={phone} />
      <div className="mt-2 flex items-end gap-2">
        <CodeField value={code} onChange={setCode} />
        <SendCodeButton phone={phone} purpose="login" send={sendLoginCode} />
      </div>
      {error && (
        <p role="alert" className="text-error my-2 text-sm">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary mt-4 w-full" disabled={busy}>
        {t('login.submit')}
      </button>
    </form>
  );
}
