import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accountErrorMessage, requestPasswordEmail } from '@wl/core';
import { hasErrors, type FieldErrors } from './password-form.js';
import { FormAlert, TextField } from '@wl/widgets/forms';

type Field = 'username' | 'email';

/** Forgot password by e-mail (docs/product/accounts.md#forgot-password): username and e-mail. */
export function ForgotByEmail() {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<Field, string>>({ username: '', email: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const field = (name: Field) => ({
    value: values[name],
    error: errors[name],
    onValueChange: (value: string) => setValues((previous) => ({ ...previous, [name]: value })),
  });

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const found: FieldErrors<Field> = {};
    if (values.username.trim() === '') found.username = t('validation.required');
    if (values.email.trim() === '') found.email = t('validation.required');
    setErrors(found);
    setFailure(null);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      await requestPasswordEmail({ username: values.username.trim(), email: values.email.trim() });
      setSent(true);
    } catch (error) {
      setFailure(accountErrorMessage(error, t));
    } finally {
      setBusy(false);
    }
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
      <FormAlert message={failure} />
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
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('password.forgot.sendEmail')}
        </button>
      </div>
    </form>
  );
}
