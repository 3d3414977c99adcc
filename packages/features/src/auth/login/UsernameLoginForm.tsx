import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, login, useFeatureVisible } from '@wl/core';
import { CaptchaField } from '../human/CaptchaField.js';
import { asksForCaptcha, asksForVerification } from './login-failure.js';
import { rememberedLogin, rememberLogin } from './remember-me.js';
import type { LoginContext } from './use-login-context.js';

interface UsernameLoginFormProps {
  context: LoginContext;
  /** A right password from a new address: go on with the SMS code step. */
  onVerificationNeeded: (credentials: { username: string; password: string }) => void;
}

/** Username and password sign-in with captcha and remember me. docs/product/accounts.md#login */
export function UsernameLoginForm({ context, onVerificationNeeded }: UsernameLoginFormProps) {
  const { t } = useTranslation();
  const ids = { username: useId(), password: useId(), remember: useId() };
  const [remembered] = useState(rememberedLogin);
  const [username, setUsername] = useState(remembered?.username ?? '');
  const [password, setPassword] = useState(remembered?.password ?? '');
  const [remember, setRemember] = useState(remembered !== null);
  const [captcha, setCaptcha] = useState('');
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const [round, setRound] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const captchaOn = useFeatureVisible('CAPTCHA3');
  const showCaptcha = captchaOn && (captchaAsked || context.loginInfo?.captchaRequired === true);

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const credentials = { username: username.trim(), password: password.trim() };
    if (!credentials.username || !credentials.password) {
      setError(t('validation.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const session = await login({
        type: 'username',
        portal: context.portal,
        ...credentials,
        ...(showCaptcha && captcha.trim() && { captcha: captcha.trim() }),
      });
      rememberLogin(credentials, remember);
      await context.finish(session, { password: credentials.password, type: 'username' });
    } catch (failure) {
      if (asksForVerification(failure)) {
        rememberLogin(credentials, remember);
        onVerificationNeeded(credentials);
        return;
      }
      if (asksForCaptcha(failure)) setCaptchaAsked(true);
      setCaptcha('');
      setRound((r) => r + 1);
      setError(errorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('login.byUsername')}>
      <div className="form-control w-full">
        <label htmlFor={ids.username} className="label">
          <span className="label-text">{t('login.username')}</span>
        </label>
        <input
          id={ids.username}
          className="input input-bordered w-full"
          autoComplete="username"
          maxLength={64}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
      </div>
      <div className="form-control w-full">
        <label htmlFor={ids.password} className="label">
          <span className="label-text">{t('login.password')}</span>
        </label>
        <input
          id={ids.password}
          type="password"
          className="input input-bordered w-full"
          autoComplete="current-password"
          maxLength={64}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      {showCaptcha && <CaptchaField value={captcha} onChange={setCaptcha} round={round} />}
      <label htmlFor={ids.remember} className="label cursor-pointer justify-start gap-2">
        <input
          id={ids.remember}
          type="checkbox"
          className="checkbox"
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
        />
        <span className="label-text">{t('login.remember')}</span>
      </label>
      {error && (
        <p role="alert" className="text-error my-2 text-sm">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary mt-2 w-full" disabled={busy}>
        {t('login.submit')}
      </button>
    </form>
  );
}
