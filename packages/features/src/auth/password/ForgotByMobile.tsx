import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  refreshMemberInfo,
  resetPasswordByPhone,
  ruleHint,
  sendPasswordResetCode,
  useModalStore,
  usePasswordRule,
} from '@wl/core';
import { paths } from '@wl/paths';
import {
  CodeField,
  PhoneNumberField,
  SendCodeButton,
  usePhoneNumber,
  type SendCode,
} from '../phone/index.js';
import { newPasswordErrors, newPasswordRefusal } from './password-form.js';
import { FormAlert, PasswordFields, SubmitButton, useFormState } from '@wl/widgets/forms';

type Field = 'verificationCode' | 'newPassword' | 'confirmPassword';

const EMPTY: Record<Field, string> = { verificationCode: '', newPassword: '', confirmPassword: '' };

const sendResetCode: SendCode = (phone) =>
  sendPasswordResetCode({
    mobileNum: phone.mobileNum,
    countryDialingCode: phone.countryDialingCode,
  });

/**
 * Forgot password by mobile (docs/product/accounts.md#reset-password-by-phone): the SMS code sent
 * to the account's number and a new password; on success the account is signed in, every modal
 * closes and the visitor goes home. A refusal keeps everything typed.
 */
export function ForgotByMobile() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const phone = usePhoneNumber();
  const rule = usePasswordRule();
  const form = useFormState<Field>(EMPTY, (error) =>
    newPasswordRefusal(error, 'newPassword', rule, t),
  );
  const { values, field } = form;

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const number = phone.check();
    const found = newPasswordErrors(
      values,
      ['verificationCode', 'newPassword', 'confirmPassword'],
      { password: 'newPassword', confirm: 'confirmPassword' },
      rule,
      t,
    );
    if (!form.check(found) || number === null) return;
    await form.send(async () => {
      await resetPasswordByPhone({
        mobileNum: number.mobileNum,
        countryDialingCode: number.countryDialingCode,
        verificationCode: values.verificationCode.trim(),
        newPassword: values.newPassword,
      });
      await refreshMemberInfo().catch(() => undefined);
      useModalStore.getState().closeAll();
      await navigate(paths.home());
    });
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <FormAlert message={form.failure} />
      <PhoneNumberField phone={phone} />
      <CodeField
        label={t('password.forgot.code')}
        {...field('verificationCode')}
        sendButton={<SendCodeButton phone={phone} purpose="password" send={sendResetCode} />}
      />
      <PasswordFields
        password={{
          label: t('password.forgot.newPassword'),
          hint: ruleHint(t, rule),
          ...field('newPassword'),
        }}
        confirm={{ label: t('password.forgot.confirmPassword'), ...field('confirmPassword') }}
      />
      <div className="modal-action">
        <SubmitButton busy={form.busy}>{t('password.forgot.submit')}</SubmitButton>
      </div>
    </form>
  );
}
