import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, login, useFeatureVisible } from '@wl/core';
import { FormAlert, SubmitButton, TextField, useFormState } from '@wl/widgets/forms';
import { CaptchaField } from '../human/CaptchaField.js';
import { asksForCaptcha, asksForVerification } from './login-failure.js';
import { rememberedUsername, rememberUsername } from './remember-me.js';
import type { LoginContext } from './use-login-context.js';

interface UsernameLoginFormProps {
  context: LoginContext;
  /** A right password from a new address: go on with the SMS code step. */
  onVerificationNeeded: (credentials: { username: string; password: string }) => void;
}

/** Username and password sign-in with captcha and remember me. docs/product/accounts.md#login */
export function UsernameLoginForm({ context, onVerificationNeeded }: UsernameLoginFormProps) {
  const { t } = useTranslation();
  const rememberId = useId();
  const [remembered] = useState(rememberedUsername);
  const form = useFormState(
    {
      username: remembered ?? '',
      password: '',
      captcha: '',
    },
    (failure) => errorMessage(failure, t),
  );
  const [remember, setRemember] = useState(remembered !== null);
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const [round, setRound] = useState(0);
  const captchaOn = useFeatureVisible('CAPTCHA3');
  const showCaptcha = captchaOn && (captchaAsked || context.loginInfo?.captchaRequired === true);

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const { values } = form;
    const credentials = { username: values.username.trim(), password: values.password.trim() };
    const captcha = values.captcha.trim();
    // An empty field says so under itself: the player sees which one is missing.
    const empty = t('validation.required');
    const complete = form.check({
      ...(!credentials.username && { username: empty }),
      ...(!credentials.password && { password: empty }),
    });
    if (!complete) return;
    await form.send(async () => {
      try {
        const session = await login({
          type: 'username',
          portal: context.portal,
          ...credentials,
          ...(showCaptcha && captcha && { captcha }),
        });
        rememberUsername(credentials.username, remember);
        await context.finish(session, { password: credentials.password, type: 'username' });
      } catch (failure) {
        if (asksForVerification(failure)) {
          rememberUsername(credentials.username, remember);
          onVerificationNeeded(credentials);
          return;
        }
        if (asksForCaptcha(failure)) setCaptchaAsked(true);
        form.setValue('captcha', '');
        setRound((r) => r + 1);
        throw failure;
      }
    });
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('login.byUsername')}>
      <TextField
        label={t('login.username')}
        autoComplete="username"
        maxLength={64}
        {...form.field('username')}
      />
      <TextField
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        maxLength={64}
        {...form.field('password')}
      />
      {showCaptcha && (
        <CaptchaField
          value={form.values.captcha}
          onChange={(value) => form.setValue('captcha', value)}
          round={round}
        />
      )}
      <label htmlFor={rememberId} className="label cursor-pointer justify-start gap-2">
        <input
          id={rememberId}
          type="checkbox"
          className="checkbox"
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
        />
        <span className="label-text">{t('login.remember')}</span>
      </label>
      <FormAlert message={form.failure} />
      <SubmitButton busy={form.busy} className="mt-2 w-full">
        {t('login.submit')}
      </SubmitButton>
    </form>
  );
}
