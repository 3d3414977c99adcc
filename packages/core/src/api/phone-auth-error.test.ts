import { describe, expect, it } from 'vitest';
import enDictionary from '../../locales/en.json';
import { ApiError } from './api-error.js';
import { accountErrorMessage } from './phone-auth-error.js';

const t = (key: string): string =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown>)[part],
      enDictionary,
    ) as string;

function providerError(code: string): Error & { code: string } {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code });
}

describe('accountErrorMessage', () => {
  it.each([
    ['auth/invalid-phone-number', 'Invalid phone number format'],
    ['auth/argument-error', 'Please enter a valid phone number'],
    ['auth/missing-phone-number', 'The phone number is missing'],
    ['auth/too-many-requests', 'Too many requests, please try again after 5 minutes'],
    ['auth/invalid-verification-code', 'The verification code is not valid'],
    ['auth/missing-verification-code', 'The verification code is missing'],
    ['auth/code-expired', 'The verification code has expired, please send it again'],
    ['auth/captcha-check-failed', 'Invalid captcha'],
    ['auth/quota-exceeded', 'Quota not sufficient, please contact customer service'],
    ['auth/operation-not-allowed', 'This function is not enabled, please contact customer service'],
    ['auth/popup-closed-by-user', 'The sign-in window was closed: login failed'],
    ['auth/internal-error', 'Unknown error, please try again'],
  ])('shows the phone-auth provider failure %s as "%s"', (code, text) => {
    expect(accountErrorMessage(providerError(code), t)).toBe(text);
  });

  it('shows a failed backend call as the call error it is', () => {
    const error = new ApiError({
      kind: 'server',
      endpoint: 'member.changePassword',
      i18nKey: 'errors.password.oldIncorrect',
      message: 'old_password_incorrect',
    });
    expect(accountErrorMessage(error, t)).toBe('The current password is not correct');
    expect(accountErrorMessage(new Error('boom'), t)).toBe('System error, please try again later');
  });
});
