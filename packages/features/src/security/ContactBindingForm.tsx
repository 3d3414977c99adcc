import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '@wl/core';
import {
  type FieldErrors,
  FormActions,
  FormAlert,
  TextField,
  useFormState,
} from '@wl/widgets/forms';
import {
  CodeField,
  PhoneNumberField,
  SendCodeButton,
  usePhoneNumber,
  type CodeTarget,
  type SendCode,
} from '../auth/index.js';
import { securityErrorText } from './error-text.js';
import { isEmailAddress } from './security-rules.js';

/** The contacts a member binds with a code sent to the new one. */
export type ContactChannel = 'mobile' | 'email';

type Field = 'email' | 'verificationCode' | 'password';

const EMPTY: Record<Field, string> = { email: '', verificationCode: '', password: '' };

const sendMobileCode: SendCode = (phone) =>
  callEndpoint('security.sendMobileCode', {
    body: { mobileNum: phone.mobileNum, countryDialingCode: phone.countryDialingCode },
  });

const sendEmailCode: SendCode<string> = (email) =>
  callEndpoint('security.sendEmailCode', { body: { email } });

/** What differs between the channels: the words of the form. */
const WORDS: Record<ContactChannel, { bind: string; change: string; hint: string }> = {
  mobile: {
    bind: 'security.bindMobile',
    change: 'security.changeMobile',
    hint: 'security.mobileCodeHint',
  },
  email: {
    bind: 'security.bindEmail',
    change: 'security.changeEmail',
    hint: 'security.emailCodeHint',
  },
};

interface ContactBindingFormProps {
  channel: ContactChannel;
  /** One is bound: changing it also asks the login password. */
  bound: boolean;
  onBound: () => void;
  onCancel: () => void;
}

/**
 * Binds a mobile number or an e-mail address, or changes the bound one: the new number or address,
 * the code sent to it (by SMS or e-mail) and, to change one, the login password. A refusal keeps
 * what was typed. docs/product/member.md#mobile-number-and-e-mail
 */
export function ContactBindingForm({ channel, bound, onBound, onCancel }: ContactBindingFormProps) {
  const { t } = useTranslation();
  const phone = usePhoneNumber();
  const form = useFormState(EMPTY, (error) => securityErrorText(error, t));
  const { values, field } = form;
  const failureText = (failure: unknown) => securityErrorText(failure, t);

  function emailError(): string | undefined {
    if (values.email.trim() === '') return t('security.required');
    return isEmailAddress(values.email) ? undefined : t('security.errors.emailFormat');
  }

  const email: CodeTarget<string> = {
    check: () => {
      const error = emailError();
      return form.check(error === undefined ? {} : { email: error }) ? values.email.trim() : null;
    },
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const number = channel === 'mobile' ? phone.check() : null;
    const found: FieldErrors<Field> = {};
    const error = channel === 'email' ? emailError() : undefined;
    if (error !== undefined) found.email = error;
    if (values.verificationCode.trim() === '') found.verificationCode = t('security.required');
    if (bound && values.password === '') found.password = t('security.required');
    if (!form.check(found) || (channel === 'mobile' && number === null)) return;
    const proof = {
      verificationCode: values.verificationCode.trim(),
      ...(bound && { password: values.password }),
    };
    const done = await form.send(async () => {
      await (number === null
        ? callEndpoint('security.bindEmail', { body: { email: values.email.trim(), ...proof } })
        : callEndpoint('security.bindMobile', {
            body: {
              mobileNum: number.mobileNum,
              countryDialingCode: number.countryDialingCode,
              ...proof,
            },
          }));
    });
    if (done) onBound();
  }

  const words = WORDS[channel];
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t(bound ? words.change : words.bind)}
    >
      <p className="text-sm opacity-80">{t(words.hint)}</p>
      <FormAlert message={form.failure} />
      {channel === 'mobile' ? (
        <PhoneNumberField phone={phone} label={t('security.newMobile')} />
      ) : (
        <TextField
          label={t('security.newEmail')}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          {...field('email')}
        />
      )}
      <CodeField
        label={t('security.code')}
        {...field('verificationCode')}
        sendButton={
          channel === 'mobile' ? (
            <SendCodeButton
              phone={phone}
              purpose="bindMobile"
              send={sendMobileCode}
              failureText={failureText}
            />
          ) : (
            <SendCodeButton
              phone={email}
              purpose="bindEmail"
              send={sendEmailCode}
              failureText={failureText}
            />
          )
        }
      />
      {bound && (
        <TextField
          label={t('security.loginPasswordField')}
          hint={t('security.changeNeedsPassword')}
          type="password"
          autoComplete="current-password"
          {...field('password')}
        />
      )}
      <FormActions form={form} submit={t('security.bind')} onCancel={onCancel} />
    </form>
  );
}
