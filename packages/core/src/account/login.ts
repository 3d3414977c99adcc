import type { BodyOf } from '@wl/contract';
import type { LoginSession } from '../adapters/login-result.js';
import { callEndpoint } from '../api/call-endpoint.js';
import { loginDeviceId } from '../session/login-device-id.js';
import { startSession } from './start-session.js';

/** What the login form gives: the body of session.login without the device id. */
export type LoginCredentials = Omit<BodyOf<'session.login'>, 'loginDeviceId'>;

/**
 * Signs in (docs/product/accounts.md): sends the credentials with the stable device id,
 * stores the session (token, account type, first-login flag) and answers it. A refusal rejects
 * with the call's ApiError and leaves the session as it was.
 */
export async function login(credentials: LoginCredentials): Promise<LoginSession> {
  const value = await callEndpoint('session.login', {
    body: { ...credentials, loginDeviceId: loginDeviceId() },
  });
  return startSession(value);
}
