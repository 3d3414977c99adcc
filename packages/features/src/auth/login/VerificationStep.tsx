import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, loginWithVerification } from '@wl/core';
import { PhoneNumberField, SendCodeButton, usePhoneNumber } from '../phone/index.js';
import { CodeField } from './CodeField.js';
import { sendLoginCode } from './sms-calls.js';
import type { LoginContext } from './use-login-context.js';

interface VerificationStepProps {
  context: LoginContext;
  credentials: { username: string; password: string };
  onBack: () => void;
}

/**
 * The second step of a sign-in from a new address (LOGINIPVERF3), also the site's two-factor step:
 * the account's own mobile number and the SMS code sent to it. docs/product/accounts.md#login-ip-verification
 */
export function VerificationStep({ context, credentials, onBack }: VerificationStepProps) {
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
      const session = await loginWithVerification({
        ...credentials,
        mobileNum: checked.mobileNum,
        countryDialingCode: checked.countryDialingCode,
        verificationCode: code.trim(),
      });
      await context.finish(session, { password: credentials.password, type: 'username' });
    } catch (failure) {
      setError(errorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('login.verification.title')}
    >
      <p className="mb-2">{t('errors.login.newLocation')}</p>
      <PhoneNumberField phone={phone} />
      <div className="mt-2 flex items-end gap-2">
        <CodeField value={code} onChange={setCode} />
        <SendCodeButton phone={phone} purpose="loginVerification" send={sendLoginCode} />
      </div>
      {error && (
        <p role="alert" className="text-error my-2 text-sm">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary mt-4 w-full" disabled={busy}>
        {t('login.verification.submit')}
      </button>
      <button type="button" className="btn btn-ghost mt-2 w-full" onClick={onBack}>
        {t('login.verification.back')}
      </button>
    </form>
  );
}
