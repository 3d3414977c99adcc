import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, login } from '@wl/core';
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
  const emailId = useId();
  const [provider, setProvider] = useState<Provider | null>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const offered = (['google', 'facebook'] as const).filter((p) => context.loginInfo?.[p] === true);
  if (offered.length === 0) return null;

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (!email.trim()) {
      setError(t('validation.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const session = await login({
        type: 'firebase',
        portal: context.portal,
        firebaseIdToken: developmentIdToken(email),
      });
      await context.finish(session, { password: '', type: 'firebase' });
    } catch (failure) {
      setError(errorMessage(failure, t));
    } finally {
      setBusy(false);
    }
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
          <label htmlFor={emailId} className="label">
            <span className="label-text">{t('login.social.devEmail')}</span>
          </label>
          <input
            id={emailId}
            type="email"
            autoComplete="email"
            className="input input-bordered w-full"
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          {error && (
            <p role="alert" className="text-error my-2 text-sm">
              {error}
            </p>
          )}
          <button type="submit" className="btn btn-secondary mt-2 w-full" disabled={busy}>
            {t('login.social.continue')}
          </button>
        </form>
      )}
    </div>
  );
}
