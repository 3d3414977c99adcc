import type { BodyOf, ValueOf } from '@wl/api';
import type { LoginSession } from '../adapters/login-result.js';
import { callEndpoint } from '../api/call-endpoint.js';
import { login } from './login.js';

export type PasswordEmailForm = BodyOf<'member.passwordEmail'>;
export type PasswordResetCodeRequest = BodyOf<'member.passwordSms'>;
export type PhoneResetForm = BodyOf<'member.passwordVerification'>;

/** Forgot password by e-mail (docs/product/accounts.md#forgot-password): the backend mails the account. */
export async function requestPasswordEmail(form: PasswordEmailForm): Promise<void> {
  await callEndpoint('member.passwordEmail', { body: form });
}

/** Sends the password-reset SMS code to the account's number; answers what the backend says of it. */
export function sendPasswordResetCode(
  request: PasswordResetCodeRequest,
): Promise<ValueOf<'member.passwordSms'>> {
  return callEndpoint('member.passwordSms', { body: request });
}

/**
 * Reset by phone (docs/product/accounts.md#reset-password-by-phone): the new password is set with
 * the SMS code, then the account the backend names signs in with it.
 */
export async function resetPasswordByPhone(form: PhoneResetForm): Promise<LoginSession> {
  const { userName } = await callEndpoint('member.passwordVerification', { body: form });
  return login({ type: 'username', username: userName, password: form.newPassword });
}
