import type { BodyOf } from '@wl/api';
import type { LoginSession } from '../adapters/login-result.js';
import { callEndpoint } from '../api/call-endpoint.js';
import { signedInUsername } from './account-name.js';
import { login } from './login.js';

export type ChangePasswordForm = BodyOf<'member.changePassword'>;

/**
 * Change password (docs/product/accounts.md#change-password): the new password replaces the old
 * one, then the account signs in again with it, so the session is a fresh one. A refusal rejects
 * with the call's ApiError.
 */
export async function changePassword(form: ChangePasswordForm): Promise<LoginSession> {
  const username = await signedInUsername();
  await callEndpoint('member.changePassword', { body: form });
  return login({ type: 'username', username, password: form.newPassword });
}
