import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint, ruleHint, ruleMessage } from '@wl/core';
import { PAYMENT_PASSWORD_RULE } from '@wl/tenant-config';
import { Panel } from '@wl/widgets';
import {
  type FieldErrors,
  FormActions,
  FormAlert,
  FormDone,
  PasswordFields,
  useFormState,
} from '@wl/widgets/forms';
import { securityErrorText } from './error-text.js';
import { isPaymentPassword } from './security-rules.js';

type Field = 'oldPaymentPassword' | 'newPaymentPassword' | 'confirmPaymentPassword';

const EMPTY: Record<Field, string> = {
  oldPaymentPassword: '',
  newPaymentPassword: '',
  confirmPaymentPassword: '',
};

interface PaymentPasswordFormProps {
  /** Whether the account has one (then the current one is asked). */
  isSet: boolean;
  onSaved: () => void;
}

/**
 * Sets the payment password, or changes it with the current one; a refusal keeps what was typed.
 * docs/product/member.md#payment-password
 */
export function PaymentPasswordForm({ isSet, onSaved }: PaymentPasswordFormProps) {
  const { t } = useTranslation();
  const form = useFormState(EMPTY, (error) => securityErrorText(error, t));
  const { values, field } = form;
  const [saved, setSaved] = useState(false);

  function check(): FieldErrors<Field> {
    const found: FieldErrors<Field> = {};
    if (isSet && values.oldPaymentPassword === '') {
      found.oldPaymentPassword = t('security.required');
    }
    if (!isPaymentPassword(values.newPaymentPassword)) {
      found.newPaymentPassword =
        values.newPaymentPassword === ''
          ? t('security.required')
          : (ruleMessage(t, PAYMENT_PASSWORD_RULE, values.newPaymentPassword) ??
            t('security.errors.paymentPasswordFormat'));
    } else if (values.confirmPaymentPassword !== values.newPaymentPassword) {
      found.confirmPaymentPassword = t('security.confirmDiffers');
    }
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    if (!form.check(check())) return;
    const done = await form.send(async () => {
      await callEndpoint('security.setPaymentPassword', {
        body: {
          ...(isSet && { oldPaymentPassword: values.oldPaymentPassword }),
          newPaymentPassword: values.newPaymentPassword,
          confirmPaymentPassword: values.confirmPaymentPassword,
        },
      });
    });
    if (!done) return;
    form.reset();
    setSaved(true);
    onSaved();
  }

  return (
    <Panel
      level={3}
      title={t(isSet ? 'security.changePaymentPassword' : 'security.setPaymentPassword')}
    >
      <form className="flex flex-col gap-2" noValidate onSubmit={(event) => void submit(event)}>
        <p className="text-sm opacity-80">{t('security.paymentPasswordHint')}</p>
        <FormAlert message={form.failure} />
        <FormDone message={saved ? t('security.paymentPasswordSaved') : null} />
        <PasswordFields
          pin
          current={
            isSet
              ? { label: t('security.currentPaymentPassword'), ...field('oldPaymentPassword') }
              : undefined
          }
          password={{
            label: t('security.newPaymentPassword'),
            hint: ruleHint(t, PAYMENT_PASSWORD_RULE),
            ...field('newPaymentPassword'),
          }}
          confirm={{
            label: t('security.confirmPaymentPassword'),
            ...field('confirmPaymentPassword'),
          }}
        />
        <FormActions form={form} submit={t('security.save')} />
      </form>
    </Panel>
  );
}
