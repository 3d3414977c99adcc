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
import { SendCodeButton, type CodeTarget, type SendCode } from '../auth/index.js';
import { securityErrorText } from './error-text.js';
import { isEmailAddress } from './security-rules.js';

type Field = 'email' | 'verificationCode' | 'password';

const EMPTY: Record<Field, string> = { email: '', verificationCode: '', password: '' };

const sendCode: SendCode<string> = (email) =>
  callEndpoint('security.sendEmailCode', { body: { email } });

interface BindEmailFormProps {
  /** An address is bound: changing it also asks the login password. */
  bound: boolean;
  onBound: () => void;
  onCancel: () => void;
}

/**
 * Binds an e-mail address, or changes the bound one: the new address, the code e-mailed to it and,
 * to change one, the login password. A refusal keeps what was typed.
 * docs/product/member.md#mobile-number-and-e-mail
 */
export function BindEmailForm({ bound, onBound, onCancel }: BindEmailFormProps) {
  const { t } = useTranslation();
  const form = useFormState(EMPTY, (error) => securityErrorText(error, t));
  const { values, field } = form;

  function emailError(): string | undefined {
    if (values.email.trim() === '') return t('security.required');
    return isEmailAddress(values.email) ? undefined : t('security.errors.emailFormat');
  }

  const address: CodeTarget<string> = {
    check: () => {
      const error = emailError();
      return form.check(error === undefined ? {} : { email: error }) ? values.email.trim() : null;
    },
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors<Field> = {};
    const error = emailError();
    if (error !== undefined) found.email = error;
    if (values.verificationCode.trim() === '') found.verificationCode = t('security.required');
    if (bound && values.password === '') found.password = t('security.required');
    if (!form.check(found)) return;
    const done = await form.send(async () => {
      await callEndpoint('security.bindEmail', {
        body: {
          email: values.email.trim(),
          verificationCode: values.verificationCode.trim(),
          ...(bound && { password: values.password }),
        },
      });
    });
    if (done) onBound();
  }

  const title = t(bound ? 'security.changeEmail' : 'security.bindEmail');
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={title}>
      <p className="text-sm opacity-80">{t('security.emailCodeHint')}</p>
      <FormAlert message={form.failure} />
      <TextField
        label={t('security.newEmail')}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={254}
        {...field('email')}
      />
      <div className="flex items-end gap-2">
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
            phone={address}
            purpose="bindEmail"
            send={sendCode}
            failureText={(failure) => securityErrorText(failure, t)}
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
