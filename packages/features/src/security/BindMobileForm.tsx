import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '@wl/core';
import {
  type FieldErrors,
  FormAlert,
  PinField,
  SubmitButton,
  TextField,
  useFormState,
} from '@wl/widgets/forms';
import { PhoneNumberField, SendCodeButton, usePhoneNumber, type SendCode } from '../auth/index.js';
import { securityErrorText } from './error-text.js';

type Field = 'verificationCode' | 'password';

const EMPTY: Record<Field, string> = { verificationCode: '', password: '' };

const sendCode: SendCode = (phone) =>
  callEndpoint('security.sendMobileCode', {
    body: { mobileNum: phone.mobileNum, countryDialingCode: phone.countryDialingCode },
  });

interface BindMobileFormProps {
  /** A number is bound: changing it also asks the login password. */
  bound: boolean;
  onBound: () => void;
  onCancel: () => void;
}

/**
 * Binds a mobile number, or changes the bound one: the new number, the code sent to it by SMS and,
 * to change one, the login password. A refusal keeps what was typed.
 * docs/product/member.md#mobile-number-and-e-mail
 */
export function BindMobileForm({ bound, onBound, onCancel }: BindMobileFormProps) {
  const { t } = useTranslation();
  const phone = usePhoneNumber();
  const form = useFormState(EMPTY, (error) => securityErrorText(error, t));
  const { values, field } = form;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const number = phone.check();
    const found: FieldErrors<Field> = {};
    if (values.verificationCode.trim() === '') found.verificationCode = t('security.required');
    if (bound && values.password === '') found.password = t('security.required');
    if (!form.check(found) || number === null) return;
    const done = await form.send(async () => {
      await callEndpoint('security.bindMobile', {
        body: {
          mobileNum: number.mobileNum,
          countryDialingCode: number.countryDialingCode,
          verificationCode: values.verificationCode.trim(),
          ...(bound && { password: values.password }),
        },
      });
    });
    if (done) onBound();
  }

  const title = t(bound ? 'security.changeMobile' : 'security.bindMobile');
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={title}>
      <p className="text-sm opacity-80">{t('security.mobileCodeHint')}</p>
      <FormAlert message={form.failure} />
      <PhoneNumberField phone={phone} label={t('security.newMobile')} />
      <div className="mt-3 flex items-end gap-2">
        <div className="grow">
          <PinField
            oneTime
            label={t('security.code')}
            maxLength={255}
            {...field('verificationCode')}
          />
        </div>
        <div className="mb-3">
          <SendCodeButton
            phone={phone}
            purpose="bindMobile"
            send={sendCode}
            failureText={(error) => securityErrorText(error, t)}
          />
        </div>
      </div>
      {bound && (
        <TextField
          label={t('security.loginPasswordField')}
          hint={t('security.changeNeedsPassword')}
          type="password"
          autoComplete="current-password"
          {...field('password')}
        />
      )}
      <div className="card-actions justify-end">
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {t('security.cancel')}
        </button>
        <SubmitButton busy={form.busy}>{t('security.bind')}</SubmitButton>
      </div>
    </form>
  );
}
