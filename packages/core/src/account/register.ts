import type { BodyOf, ValueOf } from '@wl/api';
import { callEndpoint } from '../api/call-endpoint.js';
import { loginDeviceId } from '../session/login-device-id.js';
import { MEMBER_ACCOUNT_TYPE } from '@wl/api';
import { useSessionStore } from '../stores/session-store.js';

export type RegisterResult = ValueOf<'member.register'>;
/** The username registration form's fields: the body of member.register without the device id. */
export type RegisterForm = Omit<BodyOf<'member.register'>, 'loginDeviceId'>;
/** The mobile registration form's fields: mobile, password, captcha, referralCode, ... */
export type MobileRegisterForm = Omit<BodyOf<'member.registerMobile'>, 'loginDeviceId'>;

/** A registration that answers a token has signed the new member in. */
function adoptSession(result: RegisterResult): RegisterResult {
  if (result.token) {
    useSessionStore
      .getState()
      .setSession(result.token, { type: MEMBER_ACCOUNT_TYPE, firstTimeLogin: false });
  }
  return result;
}

/** Registers a username account (docs/product/accounts.md) with the device id. */
export async function register(form: RegisterForm): Promise<RegisterResult> {
  const body = { ...form, loginDeviceId: loginDeviceId() };
  return adoptSession(await callEndpoint('member.register', { body }));
}

/**
 * Registers by mobile number (docs/product/accounts.md) with the field names public
 * clients send ({ mobile, password, captcha, referralCode, loginDeviceId }); the number becomes
 * the username and, unless `login` is false, the new member is signed in.
 */
export async function registerByMobile(form: MobileRegisterForm): Promise<RegisterResult> {
  const body = { ...form, loginDeviceId: loginDeviceId() };
  return adoptSession(await callEndpoint('member.registerMobile', { body }));
}
