import type { BodyOf } from '@wl/api';
import type { LoginSession } from '../adapters/login-result.js';
import { callEndpoint } from '../api/call-endpoint.js';
import { loginDeviceId } from '../session/login-device-id.js';
import { startSession } from './start-session.js';

/** What the login form gives: the body of session.login without the device id. */
export type LoginCredentials = Omit<BodyOf<'session.login'>, 'loginDeviceId'>;

/** A sign-in confirmed by the SMS code sent to the account's number (session.loginVerification). */
export type VerifiedLogin = BodyOf<'session.loginVerification'>;

/**
 * Signs in (docs/product/accounts.md): sends the credentials with the stable device id,
 * stores the session (token, account type, first-login flag) and answers it. A refusal rejects
 * with the call's ApiError and leaves the session as it was.
 */
export async function login(credentials: LoginCredentials): Promise<LoginSession> {
  return startSession(
    await callEndpoint('session.login', {
      body: { ...credentials, loginDeviceId: loginDeviceId() },
    }),
  );
}

/** Signs in from a new address with the SMS code (docs/product/accounts.md#login-ip-verification). */
export async function loginWithVerification(body: VerifiedLogin): Promise<LoginSession> {
  return startSession(await callEndpoint('session.loginVerification', { body }));
}
