import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, login } from '@wl/core';
import { FormAlert, TextField, useFormState } from '@wl/widgets/forms';
import type { LoginContext } from '../login/use-login-context.js';

type Provider = 'google' | 'facebook';

/**
 * The development replacement of the provider's sign-in popup: the account's e-mail address stands
 * for the account the provider would vouch for, sent as the id token `email:<address>`, which the
 * mock accepts. docs/product/accounts.md#social-sign-in
 */
function developmentIdToken(email: string): string {
  return `email:${email.trim()}`;
}

/** Google and Facebook sign-in buttons, each when the login settings enable it. */
export function SocialSignIn({ context }: { context: LoginContext }) {
  const { t } = useTranslation();
  const [provider, setProvider] = useState<Provider | null>(null);
  const form = useFormState({ email: '' }, (failure) => errorMessage(failure, t));
  const email = form.values.email;
  const offered = (['google', 'facebook'] as const).filter((p) => context.loginInfo?.[p] === true);
  if (offered.length === 0) return null;

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    form.fail(email.trim() === '' ? t('validation.required') : null);
    if (email.trim() === '') return;
    await form.send(async () => {
      const session = await login({
        type: 'firebase',
        portal: context.portal,
        firebaseIdToken: developmentIdToken(email),
      });
      await context.finish(session, { password: '', type: 'firebase' });
    });
  };

  return (
    <div className="mt-4">
      <div className="divider text-sm">{t('login.social.or')}</div>
      <div className="flex gap-2">
        {offered.map((p) => (
          <button
            key={p}
            type="button"
            className="btn btn-outline flex-1"
            aria-pressed={provider === p}
            onClick={() => setProvider(p)}
          >
            {t(`login.social.${p}`)}
          </button>
        ))}
      </div>
      {provider && (
        <form
          noValidate
          className="mt-2"
          aria-label={t(`login.social.${provider}`)}
          onSubmit={(event) => void submit(event)}
        >
          <TextField
            label={t('login.social.devEmail')}
            type="email"
            autoComplete="email"
            maxLength={254}
            {...form.field('email')}
          />
          <FormAlert message={form.failure} />
          <button type="submit" className="btn btn-secondary mt-2 w-full" disabled={form.busy}>
            {t('login.social.continue')}
          </button>
        </form>
      )}
    </div>
  );
}
