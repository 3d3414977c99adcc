import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@wl/core';
import { PhoneNumberField, SendCodeButton, usePhoneNumber } from '../phone/index.js';
import { FormAlert, PinField, SubmitButton, useFormState } from '@wl/widgets/forms';
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
  const form = useFormState({ code: '' }, (failure) => errorMessage(failure, t));

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const checked = phone.check();
    if (!checked) return;
    const code = form.values.code.trim();
    form.fail(code === '' ? t('validation.verificationCode') : null);
    if (code === '') return;
    await form.send(() => signIn(checked, code));
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={label}>
      {intro}
      <PhoneNumberField phone={phone} />
      <div className="mt-2 flex items-end gap-2">
        <div className="grow">
          <PinField oneTime label={t('login.code')} maxLength={255} {...form.field('code')} />
        </div>
        <div className="mb-3">
          <SendCodeButton phone={phone} purpose={purpose} send={sendLoginCode} />
        </div>
      </div>
      <FormAlert message={form.failure} />
      <SubmitButton busy={form.busy} className="mt-4 w-full">
        {submitLabel}
      </SubmitButton>
      {children}
    </form>
  );
}
