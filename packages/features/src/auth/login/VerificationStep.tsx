import { useTranslation } from 'react-i18next';
import { loginWithVerification } from '@wl/core';
import { PhoneCodeForm } from './PhoneCodeForm.js';
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
  return (
    <PhoneCodeForm
      label={t('login.verification.title')}
      purpose="loginVerification"
      submitLabel={t('login.verification.submit')}
      intro={<p className="mb-2">{t('errors.login.newLocation')}</p>}
      signIn={async (phone, code) => {
        const session = await loginWithVerification({
          ...credentials,
          mobileNum: phone.mobileNum,
          countryDialingCode: phone.countryDialingCode,
          verificationCode: code,
        });
        await context.finish(session, { password: credentials.password, type: 'username' });
      }}
    >
      <button type="button" className="btn btn-ghost mt-2 w-full" onClick={onBack}>
        {t('login.verification.back')}
      </button>
    </PhoneCodeForm>
  );
}
