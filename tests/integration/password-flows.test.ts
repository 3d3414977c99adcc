import {
  accountErrorMessage,
  changePassword,
  login,
  readSessionToken,
  resetPasswordByPhone,
  sendPasswordResetCode,
  signOut,
  startFreePlay,
  useLoaderStore,
  useModalStore,
  useSessionStore,
} from '@wl/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestSmsCode } from '../../mock-server/src/state/sms-codes.js';
import type { MockTestApp } from '../../mock-server/src/test-support/mock-test-app.js';
import { PLAYER, connectClient, startMock, t } from './client-harness.js';

const MERCHANT = 'SGN01';
const WEAK = { username: 'weak.user', password: 'Aa123456' } as const;

let mock: MockTestApp;

beforeAll(async () => {
  mock = await startMock();
});

afterAll(async () => {
  await mock.app.close();
});

describe('change password', () => {
  it('replaces the default password: the new one signs in, the old one no longer does', async () => {
    connectClient(mock);
    const first = await login({ type: 'username', ...WEAK });

    const session = await changePassword({
      oldPassword: WEAK.password,
      newPassword: 'Fresh2025!',
      confirmNewPassword: 'Fresh2025!',
    });
    expect(session.userName).toBe(WEAK.username);
    expect(session.token).not.toBe(first.token);
    expect(readSessionToken()).toBe(session.token);

    await expect(login({ type: 'username', ...WEAK })).rejects.toMatchObject({ kind: 'server' });
    await expect(
      login({ type: 'username', username: WEAK.username, password: 'Fresh2025!' }),
    ).resolves.toMatchObject({ userName: WEAK.username });
  });

  it('keeps the password when the current one is wrong, with a translated message', async () => {
    connectClient(mock);
    await login({ type: 'username', ...PLAYER });
    const refusal = await changePassword({
      oldPassword: 'not-it-1A',
      newPassword: 'Fresh2025!',
      confirmNewPassword: 'Fresh2025!',
    }).catch((error: unknown) => error);
    expect(accountErrorMessage(refusal, t)).toBe('The current password is not correct');
    await expect(login({ type: 'username', ...PLAYER })).resolves.toMatchObject({
      userName: PLAYER.username,
    });
  });
});

describe('reset password by phone', () => {
  it('sets the new password with the SMS code and signs the account in with it', async () => {
    connectClient(mock);
    const phone = { mobileNum: '987650003', countryDialingCode: '+84' };
    const sent = await sendPasswordResetCode(phone);
    expect(sent.expiredMinutes).toBeGreaterThan(0);
    const code = latestSmsCode(mock.state(MERCHANT).auth.sms, '+84987650003')?.code ?? '';

    const session = await resetPasswordByPhone({
      ...phone,
      verificationCode: code,
      newPassword: 'Phone2025!',
    });
    expect(session.userName).toBe('player.three');
    expect(useSessionStore.getState().isLogin).toBe(true);
    await expect(
      login({ type: 'username', username: 'player.three', password: 'Passw0rd!' }),
    ).rejects.toMatchObject({ kind: 'server' });
  });

  it('refuses a wrong code and says so', async () => {
    connectClient(mock);
    const phone = { mobileNum: '987650001', countryDialingCode: '+84' };
    await sendPasswordResetCode(phone);
    const refusal = await resetPasswordByPhone({
      ...phone,
      verificationCode: '000000',
      newPassword: 'Phone2025!',
    }).catch((error: unknown) => error);
    expect(accountErrorMessage(refusal, t)).toBe('The verification code is not valid');
    expect(useSessionStore.getState().isLogin).toBe(false);
  });
});

describe('free play', () => {
  it('signs in a trial account and closes every modal', async () => {
    const { requests } = connectClient(mock);
    useModalStore.getState().open('login');

    const session = await startFreePlay();

    expect(session.type).toBe(4);
    expect(useSessionStore.getState()).toMatchObject({ isLogin: true, isTrial: true });
    expect(useModalStore.getState().stack).toEqual([]);
    const call = requests.find((r) => r.url.startsWith('/wps/session/login/freeplay'));
    expect(call?.headers['X-Gateway-Version'] ?? call?.headers['x-gateway-version']).toBe('3');
  });
});

describe('sign out', () => {
  it('ends the session on the backend and clears session storage except the merchant', async () => {
    connectClient(mock);
    const { token } = await login({ type: 'username', ...PLAYER });
    sessionStorage.setItem('merchant', MERCHANT);
    sessionStorage.setItem('HOT_GAMES', '[]');

    await signOut();

    expect(useLoaderStore.getState().visible).toBe(true);
    expect(useSessionStore.getState()).toMatchObject({ isLogin: false, isAgent: false });
    expect(sessionStorage.length).toBe(1);
    expect(sessionStorage.getItem('merchant')).toBe(MERCHANT);
    const res = await mock.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: { host: 'saigon.localhost', merchant: MERCHANT, authorization: token },
    });
    expect(res.statusCode).toBe(401);
    useLoaderStore.getState().hide();
  });

  it('clears the local session when the call fails, without leaving the login modal open', async () => {
    connectClient(mock);
    useSessionStore.getState().setSession('dead-token', { type: 0, firstTimeLogin: false });

    await signOut();

    expect(useSessionStore.getState().isLogin).toBe(false);
    expect(useModalStore.getState().stack).toEqual([]);
    useLoaderStore.getState().hide();
  });
});
