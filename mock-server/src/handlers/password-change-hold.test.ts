import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createMockTestApp,
  NO_CAPTCHA,
  NO_CAPTCHA_TENANT,
  type MockTestApp,
} from '../test-support/mock-test-app.js';

let t: MockTestApp;

beforeAll(async () => {
  t = await createMockTestApp({ tenants: NO_CAPTCHA_TENANT });
});
afterAll(() => t.close());
beforeEach(() => t.store.resetState());

/** Every call goes to the merchant the tokens belong to. */
const call: MockTestApp['call'] = (id, options = {}) =>
  t.call(id, { merchant: NO_CAPTCHA, ...options });

async function tokenOf(username: string, password = 'Passw0rd!'): Promise<string> {
  const res = await call('session.login', {
    body: { type: 'username', username, password },
  });
  expect(res.json().success).toBe(true);
  return res.json<{ value: { token: string } }>().value.token;
}

const change = (token: string, oldPassword: string, newPassword = 'Fresh2025!x') =>
  call('member.changePassword', {
    token,
    body: { oldPassword, newPassword, confirmNewPassword: newPassword },
  });

describe('a sign-in that must change its password', () => {
  it.each([
    ['new.player', 'Passw0rd!', 'first sign-in'],
    ['expired.player', 'Passw0rd!', 'expired password'],
    ['weak.user', 'Aa123456', 'default weak password'],
  ])('%s (%s) reaches nothing but the change and logout', async (username, password) => {
    const token = await tokenOf(username, password);
    for (const id of ['member.info', 'wallet.balance'] as const) {
      const refused = await call(id, { token });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('password_change_required');
    }
    expect((await change(token, password)).json().success).toBe(true);
    expect((await call('member.info', { token })).statusCode).toBe(200);
  });

  it('an ordinary sign-in is not held', async () => {
    const token = await tokenOf('player.one');
    expect((await call('member.info', { token })).statusCode).toBe(200);
  });
});

describe('sessions end when the password changes', () => {
  it('a token issued before a change elsewhere dies; the one that changed it goes on', async () => {
    const other = await tokenOf('player.one');
    const changer = await tokenOf('player.one');
    expect((await change(changer, 'Passw0rd!')).json().success).toBe(true);
    const dead = await call('wallet.balance', { token: other });
    expect(dead.statusCode).toBe(401);
    expect(dead.json()).toEqual({
      success: false,
      message: 'login.not.session',
      msg: 'login.not.session',
      errorCode: 'login.not.session',
      value: null,
    });
    expect((await call('wallet.balance', { token: changer })).statusCode).toBe(200);
  });

  it('logout kills the token', async () => {
    const token = await tokenOf('player.one');
    expect((await call('session.logout', { token })).statusCode).toBe(200);
    expect((await call('member.info', { token })).statusCode).toBe(401);
  });
});
