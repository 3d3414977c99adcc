import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accountErrorMessage, requestPasswordEmail } from '@wl/core';
import {
  type FieldErrors,
  FormAlert,
  SubmitButton,
  TextField,
  useFormState,
} from '@wl/widgets/forms';

type Field = 'username' | 'email';

/** Forgot password by e-mail (docs/product/accounts.md#forgot-password): username and e-mail. */
export function ForgotByEmail() {
  const { t } = useTranslation();
  const form = useFormState<Field>({ username: '', email: '' }, (error) =>
    accountErrorMessage(error, t),
  );
  const { values, field } = form;
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const found: FieldErrors<Field> = {};
    if (values.username.trim() === '') found.username = t('validation.required');
    if (values.email.trim() === '') found.email = t('validation.required');
    if (!form.check(found)) return;
    await form.send(async () => {
      await requestPasswordEmail({ username: values.username.trim(), email: values.email.trim() });
      setSent(true);
    });
  };

  if (sent) {
    return (
      <p role="status" className="alert alert-success text-sm">
        {t('password.forgot.emailSent')}
      </p>
    );
  }
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <FormAlert message={form.failure} />
      <TextField
        label={t('password.forgot.username')}
        autoComplete="username"
        {...field('username')}
      />
      <TextField
        label={t('password.forgot.email')}
        type="email"
        autoComplete="email"
        {...field('email')}
      />
      <div className="modal-action">
        <SubmitButton busy={form.busy}>{t('password.forgot.sendEmail')}</SubmitButton>
      </div>
    </form>
  );
}
