import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findAccount } from '../state/accounts.js';
import { CAPTCHA_TTL_MS } from '../state/captchas.js';
import { CAPTCHA_AFTER_FAILED_LOGINS_FROM_IP } from '../state/login-failures.js';
import { DEFAULT_SESSION_TTL_MS, SESSION_IDLE_MS } from '../state/sessions.js';
import { latestSmsCode } from '../state/sms-codes.js';
import {
  ALPHA,
  createMockTestApp,
  NO_CAPTCHA,
  NO_CAPTCHA_TENANT,
  type MockTestApp,
} from '../test-support/mock-test-app.js';
import { drawCaptcha } from '../test-support/captcha-answer.js';

let t: MockTestApp;

beforeAll(async () => {
  t = await createMockTestApp({
    tenants: {
      ...NO_CAPTCHA_TENANT,
      // fixtures/tenants/jade/login-info.json asks for a captcha from the first attempt.
      jade: {
        'tenant.json': { merchantCode: 'JADE01', displayName: 'Jade', modules: { CAPTCHA3: true } },
      },
    },
  });
});
afterAll(() => t.close());
beforeEach(() => t.store.resetState());

const login = (body: Record<string, unknown>, options: { merchant?: string; ip?: string } = {}) =>
  t.call('session.login', {
    body: { type: 'username', ...body },
    merchant: options.merchant ?? ALPHA,
    headers: { 'x-forwarded-for': options.ip ?? '10.0.0.1' },
  });

const captcha = (ip = '10.0.0.1') => drawCaptcha(t, { headers: { 'x-forwarded-for': ip } });

describe('session.login with username and password', () => {
  it('opens a session and answers the login result', async () => {
    const res = await login({ username: 'player.one', password: 'Passw0rd!' });
    expect(res.statusCode).toBe(200);
    const { value } = res.json();
    expect(value).toMatchObject({
      id: 2001,
      userName: 'player.one',
      customerType: 0,
      firstTimeLogin: false,
      passwordExpired: false,
    });
    const info = await t.call('member.info', { token: value.token });
    expect(info.json().value).toMatchObject({ id: value.id, account: 'player.one' });
  });

  it('matches the username case-insensitively', async () => {
    const res = await login({ username: 'PLAYER.ONE', password: 'Passw0rd!' });
    expect(res.json().value.userName).toBe('player.one');
  });

  it('refuses a wrong password and an unknown username with the same message', async () => {
    for (const body of [
      { username: 'player.one', password: 'nope' },
      { username: 'nobody.here', password: 'Passw0rd!' },
    ]) {
      const res = await login(body);
      expect(res.json()).toEqual({
        success: false,
        message: 'incorrect_account_or_password',
        msg: 'incorrect_account_or_password',
        errorCode: 'incorrect_account_or_password',
        value: null,
      });
    }
  });

  it('reports firstTimeLogin once and passwordExpired until the password changes', async () => {
    const first = await login({ username: 'new.player', password: 'Passw0rd!' });
    expect(first.json().value.firstTimeLogin).toBe(true);
    const second = await login({ username: 'new.player', password: 'Passw0rd!' });
    expect(second.json().value.firstTimeLogin).toBe(false);
    const expired = await login({ username: 'expired.player', password: 'Passw0rd!' });
    expect(expired.json().value.passwordExpired).toBe(true);
  });
});

describe('session.login captcha after failures', () => {
  const fail3 = async (username: string, ip = '10.0.0.1') => {
    const values: unknown[] = [];
    for (let i = 0; i < 3; i += 1)
      values.push((await login({ username, password: 'wrong' }, { ip })).json().value);
    return values;
  };

  it('asks for a captcha from the third failure on, then accepts the right password with the right captcha', async () => {
    expect(await fail3('player.one')).toEqual([null, null, { captcha: true }]);

    const missing = await login({ username: 'player.one', password: 'Passw0rd!' });
    expect(missing.json()).toEqual({
      success: false,
      message: 'captcha_required',
      msg: 'captcha_required',
      errorCode: 'captcha_required',
      value: { captcha: true },
    });

    await captcha();
    const wrong = await login({ username: 'player.one', password: 'Passw0rd!', captcha: 'ZZZZZ9' });
    expect(wrong.json()).toEqual({
      success: false,
      message: 'captcha_incorrect',
      msg: 'captcha_incorrect',
      errorCode: 'captcha_incorrect',
      value: { captcha: true },
    });

    const answer = await captcha();
    const ok = await login({
      username: 'player.one',
      password: 'Passw0rd!',
      captcha: answer.toLowerCase(),
    });
    expect(ok.json().success).toBe(true);

    // Success resets the count: the next login needs no captcha.
    expect((await login({ username: 'player.one', password: 'Passw0rd!' })).json().success).toBe(
      true,
    );
  });

  it('keeps demanding a captcha while the password is wrong, and a captcha answers once', async () => {
    await fail3('player.one');
    const answer = await captcha();
    const wrongPassword = await login({
      username: 'player.one',
      password: 'wrong',
      captcha: answer,
    });
    expect(wrongPassword.json()).toEqual({
      success: false,
      message: 'incorrect_account_or_password',
      msg: 'incorrect_account_or_password',
      errorCode: 'incorrect_account_or_password',
      value: { captcha: true },
    });
    const reused = await login({ username: 'player.one', password: 'Passw0rd!', captcha: answer });
    expect(reused.json().message).toBe('captcha_incorrect');
  });

  it('refuses a captcha answered after it expired', async () => {
    await fail3('player.one');
    const answer = await captcha();
    t.advance(CAPTCHA_TTL_MS);
    const res = await login({ username: 'player.one', password: 'Passw0rd!', captcha: answer });
    expect(res.json().message).toBe('captcha_incorrect');
  });

  it('asks an IP for a captcha after ten failures, whatever the usernames', async () => {
    const names = ['player.one', 'ghost.1', 'new.player', 'ghost.2', 'agent.top', 'ghost.3'];
    names.push('expired.player', 'ghost.4', 'agent.pro', 'ghost.5');
    expect(names).toHaveLength(CAPTCHA_AFTER_FAILED_LOGINS_FROM_IP);
    const values = [];
    for (const username of names) {
      values.push((await login({ username, password: 'x' }, { ip: '10.0.0.7' })).json().value);
    }
    expect(values).toEqual([...Array<null>(9).fill(null), { captcha: true }]);
    const otherIp = await login({ username: 'ghost.new', password: 'x' }, { ip: '10.0.0.8' });
    expect(otherIp.json().value).toBeNull();
    const sameIp = await login({ username: 'ghost.new', password: 'x' }, { ip: '10.0.0.7' });
    expect(sameIp.json().message).toBe('captcha_required');
  });

  it('binds the captcha to the device that fetched it', async () => {
    await fail3('player.one');
    const answer = await captcha();
    const res = await t.call('session.login', {
      body: { type: 'username', username: 'player.one', password: 'Passw0rd!', captcha: answer },
      headers: { 'x-forwarded-for': '10.0.0.1', device: 'ios' },
    });
    expect(res.json().message).toBe('captcha_incorrect');
  });

  it('keeps counts per merchant and never asks for a captcha where the captcha module is off', async () => {
    await fail3('player.one');
    const beta = [];
    for (let i = 0; i < 4; i += 1) {
      beta.push(
        (
          await login({ username: 'player.one', password: 'wrong' }, { merchant: NO_CAPTCHA })
        ).json(),
      );
    }
    expect(
      beta.every((r) => r.message === 'incorrect_account_or_password' && r.value === null),
    ).toBe(true);
    expect(
      (
        await login({ username: 'player.one', password: 'Passw0rd!' }, { merchant: NO_CAPTCHA })
      ).json().success,
    ).toBe(true);
  });

  it('asks from the first attempt when the merchant requires a captcha at login', async () => {
    const res = await login(
      { username: 'player.one', password: 'Passw0rd!' },
      { merchant: 'JADE01' },
    );
    expect(res.json().message).toBe('captcha_required');
  });
});

describe('session.login portals', () => {
  it('refuses a member on the agent page with error_not_agent and admits an agent', async () => {
    const member = await login({ username: 'player.one', password: 'Passw0rd!', portal: 'agent' });
    expect(member.json()).toMatchObject({ success: false, message: 'error_not_agent' });
    const agent = await login({ username: 'agent.pro', password: 'Passw0rd!', portal: 'agent' });
    expect(agent.json().value).toMatchObject({ userName: 'agent.pro', customerType: 41 });
  });

  it('refuses a staff account on the player site with member_no_enter', async () => {
    const res = await login({ username: 'staff.user', password: 'Passw0rd!' });
    expect(res.json()).toMatchObject({ success: false, message: 'member_no_enter' });
    expect(t.state().sessions.size).toBe(0);
  });

  it('admits agents on the player site', async () => {
    const res = await login({ username: 'agent.top', password: 'Passw0rd!' });
    expect(res.json().value.customerType).toBe(1);
  });
});

describe('session.login by SMS and phone-auth', () => {
  const mobile = { mobileNum: '987650001', countryDialingCode: '84' };
  const sendCode = async () => {
    const res = await t.call('verification.smsLogin', { body: mobile });
    expect(res.json().success).toBe(true);
    return latestSmsCode(t.state().auth.sms, '+84987650001')?.code ?? '';
  };
  const smsLogin = (verificationCode: string) =>
    t.call('session.login', { body: { type: 'sms', ...mobile, verificationCode } });

  it('signs in with the code sent by verification.smsLogin, once', async () => {
    const code = await sendCode();
    const res = await smsLogin(code);
    expect(res.json().value.userName).toBe('player.one');
    expect((await smsLogin(code)).json().message).toBe('verification_code_invalid');
  });

  it('refuses a wrong code and an expired one', async () => {
    const code = await sendCode();
    expect((await smsLogin(code === '000000' ? '111111' : '000000')).json().message).toBe(
      'verification_code_invalid',
    );
    t.advance(60_001);
    expect((await smsLogin(code)).json().message).toBe('verification_code_expired');
  });

  it('accepts a phone the phone-auth provider vouched for', async () => {
    const ok = await t.call('session.login', {
      body: { type: 'firebase', firebaseIdToken: 'phone:+84:987650001' },
    });
    expect(ok.json().value.userName).toBe('player.one');
    const bad = await t.call('session.login', {
      body: { type: 'firebase', firebaseIdToken: 'opaque-token' },
    });
    expect(bad.json().message).toBe('verification_code_invalid');
  });
});

describe('session tokens', () => {
  const token = async () =>
    (await login({ username: 'player.one', password: 'Passw0rd!' })).json().value.token as string;

  it('session.logout kills the token', async () => {
    const live = await token();
    const out = await t.call('session.logout', { token: live });
    expect(out.json()).toEqual({ success: true, message: null, value: null });
    expect((await t.call('member.info', { token: live })).statusCode).toBe(401);
    expect((await t.call('session.logout', { token: live })).statusCode).toBe(401);
  });

  const memberInfo = (live: string) => t.call('member.info', { token: live });

  it('expires a token after its lifetime, however busy it is', async () => {
    const live = await token();
    const step = SESSION_IDLE_MS - 60_000;
    let waited = 0;
    while (waited + step < DEFAULT_SESSION_TTL_MS) {
      t.advance(step);
      waited += step;
      expect((await memberInfo(live)).statusCode).toBe(200);
    }
    t.advance(DEFAULT_SESSION_TTL_MS - waited);
    const dead = await memberInfo(live);
    expect(dead.statusCode).toBe(401);
    expect(dead.json()).toEqual({
      success: false,
      message: 'login.not.session',
      msg: 'login.not.session',
      errorCode: 'login.not.session',
      value: null,
    });
  });

  it('expires a token that made no call for 30 minutes', async () => {
    const live = await token();
    t.advance(SESSION_IDLE_MS - 1000);
    expect((await memberInfo(live)).statusCode).toBe(200);
    t.advance(SESSION_IDLE_MS - 1000);
    expect((await memberInfo(live)).statusCode).toBe(200);
    t.advance(SESSION_IDLE_MS);
    expect((await memberInfo(live)).statusCode).toBe(401);
    expect((await t.call('session.logout', { token: live })).statusCode).toBe(401);
  });

  it('answers a missing or made-up token with the dead-session answer', async () => {
    for (const res of [
      await t.call('member.info'),
      await memberInfo('0123456789abcdef0123456789abcdef'),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        message: 'login.not.session',
        msg: 'login.not.session',
        errorCode: 'login.not.session',
        value: null,
      });
    }
  });
});

describe('session.freePlay', () => {
  const freePlay = () =>
    t.call('session.freePlay', {
      body: { os: 'Windows', platform: 'W' },
      headers: { 'x-gateway-version': '3' },
    });

  it('creates a new trial account per call and signs it in', async () => {
    const first = (await freePlay()).json().value;
    const second = (await freePlay()).json().value;
    expect(first).toMatchObject({
      userName: 'trial_1',
      customerType: 4,
      firstTimeLogin: false,
      passwordExpired: false,
    });
    expect(second.userName).toBe('trial_2');
    expect(findAccount(t.state().accounts, 'trial_1')?.balance).toBe(2_000_000);
    const info = await t.call('member.info', { token: first.token });
    expect(info.json().value).toMatchObject({ account: 'trial_1', type: 4 });
  });

  it('gives a trial token no member-only calls', async () => {
    const { token } = (await freePlay()).json().value;
    const res = await t.call('member.changePassword', {
      token,
      body: { oldPassword: 'a', newPassword: 'Bb123456', confirmNewPassword: 'Bb123456' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('needs the gateway version header', async () => {
    const res = await t.call('session.freePlay', { body: { os: 'Windows', platform: 'W' } });
    expect(res.json().message).toBe('request_param_err');
  });
});
