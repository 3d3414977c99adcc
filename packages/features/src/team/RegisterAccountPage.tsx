import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  callEndpoint,
  isApiError,
  ruleHint,
  ruleMessage,
  usePasswordRule,
  useRegisterSetting,
  type StatedRule,
} from '@wl/core';
import {
  type FieldErrors,
  FormAlert,
  PasswordFields,
  SubmitButton,
  TextField,
  useFormState,
} from '@wl/widgets/forms';
import { teamErrorText } from './team-errors.js';
import { InviteCard } from './InviteCard.js';
import { fieldFailureText } from './field-failure.js';

type AccountType = 'MEMBER' | 'AGENT';
type Field = 'username' | 'password' | 'confirmPassword' | 'nickname';

const EMPTY: Record<Field, string> = {
  username: '',
  password: '',
  confirmPassword: '',
  nickname: '',
};

/**
 * Opens a member or agent account directly under the agent, with the merchant's registration
 * rules; and the agent's invitation for self-registration (docs/product/agent.md#register-account).
 */
export function RegisterAccountPage() {
  const { t } = useTranslation();
  const [accountType, setAccountType] = useState<AccountType>('MEMBER');
  const [created, setCreated] = useState<string | null>(null);
  const served = useRegisterSetting().data?.username;
  // The merchant's rules for the two fields an agent fills in, stated under them.
  const stated: Partial<Record<'username' | 'password', StatedRule>> = {
    ...(served?.enabled === true && { username: served }),
    password: usePasswordRule(),
  };
  const tr = (key: string, options?: Record<string, unknown>) => t(key, options ?? {});
  // A refusal about the username or the password is told on its field; any other above the form.
  const form = useFormState(EMPTY, (error): string | FieldErrors<Field> => {
    const field = isApiError(error) ? fieldFailureText(error.value, tr) : null;
    return field && (field.field === 'username' || field.field === 'password')
      ? { [field.field]: field.text }
      : teamErrorText(error, t);
  });
  const { values, field } = form;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: FieldErrors<Field> = {};
    for (const field of ['username', 'password', 'confirmPassword'] as const) {
      if (values[field].trim() === '') next[field] = t('validation.required');
    }
    for (const field of ['username', 'password'] as const) {
      const rule = stated[field];
      const broken = rule && ruleMessage(tr, rule, values[field].trim());
      if (!next[field] && broken) next[field] = broken;
    }
    if (!next.confirmPassword && values.password !== values.confirmPassword)
      next.confirmPassword = t('validation.confirmPassword');
    setCreated(null);
    if (!form.check(next)) return;
    await form.send(async () => {
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
      form.reset();
    });
  };

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <form noValidate onSubmit={(event) => void submit(event)} className="max-w-md">
        <h3 className="mb-3 font-bold">{t('team.register.title')}</h3>
        <FormAlert message={form.failure} />
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
          autoComplete="off"
          hint={stated.username && ruleHint(tr, stated.username)}
          {...field('username')}
        />
        <PasswordFields
          password={{
            label: t('team.register.password'),
            hint: stated.password && ruleHint(tr, stated.password),
            ...field('password'),
          }}
          confirm={{ label: t('team.register.confirmPassword'), ...field('confirmPassword') }}
        />
        <TextField
          label={t('team.register.nickname')}
          autoComplete="off"
          maxLength={32}
          {...field('nickname')}
        />
        <SubmitButton busy={form.busy}>{t('team.register.submit')}</SubmitButton>
      </form>
      <InviteCard />
    </div>
  );
}
