import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint, isApiError, useRegisterSetting } from '@wl/core';
import { FormAlert, TextField } from '@wl/widgets/forms';
import { teamErrorText } from './team-errors.js';
import { InviteCard } from './InviteCard.js';
import { fieldFailureText, ruleFailure } from './field-failure.js';

type AccountType = 'MEMBER' | 'AGENT';
type Field = 'username' | 'password' | 'confirmPassword';
type Values = Record<Field | 'nickname', string>;

const EMPTY: Values = { username: '', password: '', confirmPassword: '', nickname: '' };

/**
 * Opens a member or agent account directly under the agent, with the merchant's registration
 * rules; and the agent's invitation for self-registration (docs/product/agent.md#register-account).
 */
export function RegisterAccountPage() {
  const { t } = useTranslation();
  const [accountType, setAccountType] = useState<AccountType>('MEMBER');
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof Values) => (value: string) => setValues({ ...values, [field]: value });
  const rules = useRegisterSetting().data;
  const tr = (key: string, options?: Record<string, unknown>) => t(key, options ?? {});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<Field, string>> = {};
    for (const field of ['username', 'password', 'confirmPassword'] as const) {
      if (values[field].trim() === '') next[field] = t('validation.required');
    }
    for (const field of ['username', 'password'] as const) {
      const broken = ruleFailure(field, rules?.[field], values[field].trim());
      if (!next[field] && broken) next[field] = fieldFailureText(broken, tr)?.text;
    }
    if (!next.confirmPassword && values.password !== values.confirmPassword)
      next.confirmPassword = t('validation.confirmPassword');
    setErrors(next);
    setFailure(null);
    setCreated(null);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      const member = await callEndpoint('team.registerDownline', {
        body: {
          accountType,
          username: values.username.trim(),
          password: values.password.trim(),
          confirmPassword: values.confirmPassword.trim(),
          ...(values.nickname.trim() ? { nickname: values.nickname.trim() } : {}),
        },
      });
      setCreated(t(`team.register.created.${member.accountType}`, { name: member.username }));
      setValues(EMPTY);
    } catch (error) {
      const field = isApiError(error) ? fieldFailureText(error.value, tr) : null;
      if (field && (field.field === 'username' || field.field === 'password')) {
        setErrors({ [field.field]: field.text });
      } else setFailure(teamErrorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <form noValidate onSubmit={(event) => void submit(event)} className="max-w-md">
        <h3 className="mb-3 font-bold">{t('team.register.title')}</h3>
        <FormAlert message={failure} />
        {created && (
          <p role="status" className="alert alert-success mb-3 text-sm">
            {created}
          </p>
        )}
        <fieldset className="mb-3">
          <legend className="mb-1 text-sm font-medium">{t('team.register.accountType')}</legend>
          <div className="flex gap-4">
            {(['MEMBER', 'AGENT'] as const).map((type) => (
              <label key={type} className="flex items-center gap-2">
                <input
                  type="radio"
                  className="radio radio-sm"
                  name="accountType"
                  checked={accountType === type}
                  onChange={() => setAccountType(type)}
                />
                {t(`team.type.${type}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField
          label={t('team.register.username')}
          value={values.username}
          onValueChange={set('username')}
          autoComplete="off"
          error={errors.username}
        />
        <TextField
          label={t('team.register.password')}
          type="password"
          value={values.password}
          onValueChange={set('password')}
          autoComplete="new-password"
          error={errors.password}
        />
        <TextField
          label={t('team.register.confirmPassword')}
          type="password"
          value={values.confirmPassword}
          onValueChange={set('confirmPassword')}
          autoComplete="new-password"
          error={errors.confirmPassword}
        />
        <TextField
          label={t('team.register.nickname')}
          value={values.nickname}
          onValueChange={set('nickname')}
          autoComplete="off"
          maxLength={32}
        />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('team.register.submit')}
        </button>
      </form>
      <InviteCard />
    </div>
  );
}
