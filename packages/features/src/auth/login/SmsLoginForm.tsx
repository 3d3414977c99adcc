import { useTranslation } from 'react-i18next';
import { login } from '@wl/core';
import { PhoneCodeForm } from './PhoneCodeForm.js';
import type { LoginContext } from './use-login-context.js';

/** Sign-in with the mobile number and the SMS code sent to it. docs/product/accounts.md#sms-code */
export function SmsLoginForm({ context }: { context: LoginContext }) {
  const { t } = useTranslation();
  return (
    <PhoneCodeForm
      label={t('login.bySms')}
      purpose="login"
      submitLabel={t('login.submit')}
      signIn={async (phone, code) => {
        const session = await login({
          type: 'sms',
          portal: context.portal,
          mobileNum: phone.mobileNum,
          countryDialingCode: phone.countryDialingCode,
          verificationCode: code,
        });
        await context.finish(session, { password: '', type: 'sms' });
      }}
    />
  );
}
