import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SLIDER_TOLERANCE } from '../state/captchas.js';
import { latestSmsCode } from '../state/sms-codes.js';
import { latestCaptchaAnswer } from '../test-support/captcha-answer.js';
import { createMockTestApp, type MockTestApp } from '../test-support/mock-test-app.js';

// docs/product/accounts.md#login-ip-verification, #human-verification, #login-outcomes

let t: MockTestApp;

beforeAll(async () => {
  t = await createMockTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.store.resetState());

const PASSWORD = 'Passw0rd!';
const at = (ip: string) => ({ 'x-forwarded-for': ip });

describe('login IP verification (LOGINIPVERF3)', () => {
  const three = { username: 'player.away', password: PASSWORD };
  const mobile = { mobileNum: '987650007', countryDialingCode: '+84' };

  it('asks an account that signed in elsewhere to confirm a sign-in from a new address', async () => {
    const res = await t.call('session.login', {
      body: { type: 'username', ...three },
      headers: at('203.0.113.9'),
    });
    expect(res.json()).toMatchObject({
      success: false,
      message: 'login_verification_required',
      value: { verification: true },
    });
  });

  it('signs in with the code sent to the account number, then knows the address', async () => {
    await t.call('verification.smsLogin', { body: mobile, headers: at('203.0.113.9') });
    const code = latestSmsCode(t.state().auth.sms, '+84987650007')?.code ?? '';
    const verified = await t.call('session.loginVerification', {
      body: { ...three, ...mobile, verificationCode: code },
      headers: at('203.0.113.9'),
    });
    expect(verified.json()).toMatchObject({ success: true, value: { userName: 'player.away' } });
    const again = await t.call('session.login', {
      body: { type: 'username', ...three },
      headers: at('203.0.113.9'),
    });
    expect(again.json()).toMatchObject({ success: true });
  });

  it('answers a wrong password as always, revealing nothing about the address rule', async () => {
    const res = await t.call('session.login', {
      body: { type: 'username', username: 'player.away', password: 'wrong-pass1' },
      headers: at('203.0.113.9'),
    });
    expect(res.json()).toMatchObject({ message: 'incorrect_account_or_password' });
  });

  it('lets accounts without known addresses sign in directly', async () => {
    const res = await t.call('session.login', {
      body: { type: 'username', username: 'player.one', password: PASSWORD },
      headers: at('203.0.113.9'),
    });
    expect(res.json()).toMatchObject({ success: true });
  });
});

describe('Geetest challenge in offline mode', () => {
  const failThrice = async (ip: Record<string, string>) => {
    for (let i = 0; i < 3; i++) {
      await t.call('session.login', {
        body: { type: 'username', username: 'player.two', password: 'wrong-pass1' },
        headers: ip,
      });
    }
  };
  const challengeAt = async (ip: Record<string, string>) =>
    (await t.call('captcha.geetest', { headers: ip })).json<{ value: { challenge: string } }>()
      .value.challenge;
  const loginWith = (ip: Record<string, string>, captcha: string) =>
    t.call('session.login', {
      body: { type: 'username', username: 'player.two', password: PASSWORD, captcha },
      headers: ip,
    });

  it('accepts the slider answer once', async () => {
    const ip = at('198.51.100.77');
    await failThrice(ip);
    await challengeAt(ip);
    const answer = latestCaptchaAnswer(t, { headers: ip });
    expect((await loginWith(ip, answer)).json()).toMatchObject({ success: true, message: null });
    expect((await loginWith(ip, answer)).json()).toMatchObject({ success: true });
    await failThrice(ip);
    expect((await loginWith(ip, answer)).json()).toMatchObject({
      success: false,
      message: 'captcha_incorrect',
    });
  });

  it('never takes the challenge itself as the answer', async () => {
    const ip = at('198.51.100.79');
    await failThrice(ip);
    const challenge = await challengeAt(ip);
    expect((await loginWith(ip, challenge)).json()).toMatchObject({
      success: false,
      message: 'captcha_incorrect',
    });
  });

  it('refuses a position off the gap', async () => {
    const ip = at('198.51.100.80');
    await failThrice(ip);
    await challengeAt(ip);
    const [challenge, position] = latestCaptchaAnswer(t, { headers: ip }).split(':');
    const off = `${challenge}:${Number(position) + SLIDER_TOLERANCE + 1}`;
    expect((await loginWith(ip, off)).json()).toMatchObject({ message: 'captcha_incorrect' });
  });

  it('refuses a challenge it never issued', async () => {
    const ip = at('198.51.100.78');
    await failThrice(ip);
    const res = await loginWith(ip, `${'f'.repeat(32)}:100`);
    expect(res.json()).toMatchObject({ success: false, message: 'captcha_incorrect' });
  });
});

describe('default weak password', () => {
  it('is told to the login window', async () => {
    const res = await t.call('system.loginInfo');
    expect(res.json()).toMatchObject({ value: { defaultPassword: 'Aa123456' } });
  });
});

describe('development social sign-in', () => {
  it('signs in the account whose e-mail address the token names, and no one else', async () => {
    const ok = await t.call('session.login', {
      body: { type: 'firebase', firebaseIdToken: 'email:ONE@example.com' },
    });
    expect(ok.json()).toMatchObject({ success: true, value: { userName: 'player.one' } });
    const unknown = await t.call('session.login', {
      body: { type: 'firebase', firebaseIdToken: 'email:nobody@example.com' },
    });
    expect(unknown.json()).toMatchObject({ success: false, message: 'verification_code_invalid' });
  });
});
