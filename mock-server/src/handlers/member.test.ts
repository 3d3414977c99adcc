import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findAccount } from '../state/accounts.js';
import { latestSmsCode } from '../state/sms-codes.js';
import { createMockTestApp, type MockTestApp } from '../test-support/mock-test-app.js';
import { drawCaptcha } from '../test-support/captcha-answer.js';

let t: MockTestApp;

const GAMMA = 'GAMMA01';

beforeAll(async () => {
  t = await createMockTestApp({
    tenants: {
      // Username registration needs a captcha and a verified mobile number; mobile registration no code.
      gamma: {
        'tenant.json': { merchantCode: GAMMA, displayName: 'Gamma' },
        'forms/register.json': {
          schema: {
            required: [
              'username',
              'password',
              'confirmPassword',
              'mobileNum',
              'captcha',
              'verificationCode',
            ],
            properties: {
              captcha: { type: 'string', maxLength: 8 },
              verificationCode: { type: 'string', maxLength: 6 },
            },
          },
          uiSchema: {
            'ui:order': [
              'username',
              'password',
              'confirmPassword',
              'mobileNum',
              'captcha',
              'verificationCode',
              '*',
            ],
          },
          mobile: { enabled: true, verification: false },
        },
      },
    },
  });
});
afterAll(() => t.close());
beforeEach(() => t.store.resetState());

const login = (username: string, password: string, merchant?: string) =>
  t.call('session.login', {
    body: { type: 'username', username, password },
    ...(merchant && { merchant }),
  });

const tokenOf = async (username: string, password = 'Passw0rd!') =>
  (await login(username, password)).json().value.token as string;

const smsCode = (phone: string, merchant?: string) =>
  latestSmsCode(t.state(merchant).auth.sms, phone)?.code ?? '';

const NEW_USER = {
  username: 'newbie01',
  password: 'Secret99',
  confirmPassword: 'Secret99',
  login: true,
};

describe('member.info and member.icon', () => {
  it('member.info describes the signed-in account with its labels', async () => {
    const res = await t.call('member.info', { token: await tokenOf('player.two') });
    const { value } = res.json();
    expect(value).toEqual({
      id: 2002,
      account: 'player.two',
      username: 'player.two',
      nickname: 'Player Two',
      mobile: '+886987650002',
      regDate: expect.any(String),
      clubLabel: null,
      type: 0,
      currency: 'VND',
      memberLabel: [{ labelType: 6, labelName: 'TWD' }],
    });
    expect(Number.isNaN(Date.parse(value.regDate))).toBe(false);
  });

  it('member.info names the VIP club of a member who has one', async () => {
    const res = await t.call('member.info', { token: await tokenOf('player.one') });
    expect(res.json().value.clubLabel).toEqual({ labelName: 'Gold Club' });
  });

  it('member.info needs a live token', async () => {
    expect((await t.call('member.info')).statusCode).toBe(401);
  });

  it('member.icon answers the picture, or null when the account has none', async () => {
    const one = await t.call('member.icon', { token: await tokenOf('player.one') });
    expect(one.json().value.icon).toMatch(/player-one\.png$/);
    const two = await t.call('member.icon', { token: await tokenOf('player.two') });
    expect(two.json().value).toEqual({ icon: null });
  });
});

describe('member.register', () => {
  it('creates an account that is signed in and can log in next', async () => {
    const res = await t.call('member.register', { body: NEW_USER });
    const value = res.json().value;
    expect(value.userName).toBe('newbie01');
    const info = await t.call('member.info', { token: value.token });
    expect(info.json().value).toMatchObject({ account: 'newbie01', type: 0 });
    const next = await login('newbie01', 'Secret99');
    expect(next.json().value).toMatchObject({ userName: 'newbie01', firstTimeLogin: true });
  });

  it('answers a null token without login, and keeps accounts per merchant', async () => {
    const res = await t.call('member.register', { body: { ...NEW_USER, login: false } });
    expect(res.json().value).toEqual({ userName: 'newbie01', token: null });
    expect((await login('newbie01', 'Secret99', GAMMA)).json().message).toBe(
      'incorrect_account_or_password',
    );
  });

  it('refuses a taken username, whatever its case', async () => {
    await t.call('member.register', { body: NEW_USER });
    const res = await t.call('member.register', { body: { ...NEW_USER, username: 'NewBie01' } });
    expect(res.json().message).toBe('username_exists');
  });

  it('refuses a confirm password that differs', async () => {
    const res = await t.call('member.register', {
      body: { ...NEW_USER, confirmPassword: 'Secret98' },
    });
    expect(res.json().message).toBe('passwords_differ');
  });

  it('applies the tenant rules: pattern, length, required', async () => {
    const pattern = await t.call('member.register', {
      body: { ...NEW_USER, username: '9lives99' },
    });
    expect(pattern.json()).toEqual({
      success: false,
      message: 'register_field_invalid',
      msg: 'register_field_invalid',
      errorCode: 'register_field_invalid',
      value: {
        field: 'username',
        rule: 'pattern',
        // letterStartAlphanumeric, by the numeric id system.registerSetting uses.
        patternId: 1,
        minLength: 6,
        maxLength: 16,
      },
    });
    const short = await t.call('member.register', {
      body: { ...NEW_USER, password: 'abc', confirmPassword: 'abc' },
    });
    expect(short.json().value).toMatchObject({
      field: 'password',
      rule: 'length',
      minLength: 6,
      maxLength: 20,
    });
    const email = await t.call('member.register', { body: { ...NEW_USER, email: 'not-an-email' } });
    expect(email.json().value).toMatchObject({ field: 'email', rule: 'pattern' });
    const missing = await t.call('member.register', { body: NEW_USER, merchant: GAMMA });
    expect(missing.json().value).toMatchObject({ field: 'mobileNum', rule: 'required' });
    expect(findAccount(t.state().accounts, 'newbie01')).toBeUndefined();
  });

  it('makes the agent of a valid affiliate code the upline, and refuses an unknown code', async () => {
    const bad = await t.call('member.register', { body: { ...NEW_USER, affiliateCode: 'NOPE42' } });
    expect(bad.json().message).toBe('affiliate_code_invalid');
    await t.call('member.register', { body: { ...NEW_USER, affiliateCode: 'mid002' } });
    expect(findAccount(t.state().accounts, 'newbie01')?.upline).toBe('agent.mid');
  });

  it('refuses a mobile number that is taken', async () => {
    const res = await t.call('member.register', {
      body: { ...NEW_USER, mobileNum: '987650001', countryDialingCode: '84' },
    });
    expect(res.json().message).toBe('mobile_num_exists');
  });

  it('needs the captcha and the SMS code where the form asks for them', async () => {
    const body = { ...NEW_USER, mobileNum: '912000222', countryDialingCode: '+84' };
    const noCaptcha = await t.call('member.register', {
      merchant: GAMMA,
      body: { ...body, captcha: 'XXXX', verificationCode: '123456' },
    });
    expect(noCaptcha.json().message).toBe('captcha_incorrect');

    await t.call('verification.smsRegister', {
      merchant: GAMMA,
      body: { mobileNo: '912000222', countryDialingCode: '84' },
    });
    const captcha = await drawCaptcha(t, { merchant: GAMMA });
    const code = smsCode('+84912000222', GAMMA);
    const wrongCode = await t.call('member.register', {
      merchant: GAMMA,
      body: { ...body, captcha, verificationCode: code === '000000' ? '111111' : '000000' },
    });
    expect(wrongCode.json().message).toBe('verification_code_invalid');

    const captcha2 = await drawCaptcha(t, { merchant: GAMMA });
    const ok = await t.call('member.register', {
      merchant: GAMMA,
      body: { ...body, captcha: captcha2, verificationCode: code },
    });
    expect(ok.json().value.userName).toBe('newbie01');
  });
});

describe('member.registerMobile', () => {
  const body = (verificationCode?: string) => ({
    mobile: '912000333',
    password: 'Secret99',
    countryDialingCode: '+84',
    ...(verificationCode && { verificationCode }),
  });

  it('registers the mobile number as username with the code from verification.smsRegisterMobile', async () => {
    await t.call('verification.smsRegisterMobile', {
      body: { mobileNo: '912000333', countryDialingCode: '+84' },
    });
    const res = await t.call('member.registerMobile', { body: body(smsCode('+84912000333')) });
    // A session starts unless the body says login false.
    expect(res.json().value).toMatchObject({ userName: '912000333', token: expect.any(String) });
    expect((await login('912000333', 'Secret99')).json().success).toBe(true);
    // The number now signs in by SMS too (once the resend interval has passed).
    t.advance(1000);
    expect(
      (
        await t.call('verification.smsLogin', {
          body: { mobileNum: '912000333', countryDialingCode: '84' },
        })
      ).json().success,
    ).toBe(true);
  });

  it('refuses a missing or wrong code when the form verifies mobile numbers', async () => {
    expect((await t.call('member.registerMobile', { body: body() })).json().message).toBe(
      'verification_code_invalid',
    );
    await t.call('verification.smsRegisterMobile', {
      body: { mobileNo: '912000333', countryDialingCode: '+84' },
    });
    const code = smsCode('+84912000333');
    const wrong = await t.call('member.registerMobile', {
      body: body(code === '000000' ? '111111' : '000000'),
    });
    expect(wrong.json().message).toBe('verification_code_invalid');
    t.advance(60_001);
    expect((await t.call('member.registerMobile', { body: body(code) })).json().message).toBe(
      'verification_code_expired',
    );
  });

  it('takes the body public clients send: mobile, password, captcha, referralCode, loginDeviceId', async () => {
    // Gamma's form asks every registration for a captcha and does not verify mobile numbers;
    // without a dialing code the number belongs to the merchant's country (+84 for Vietnamese).
    const captcha = await drawCaptcha(t, { merchant: GAMMA });
    const res = await t.call('member.registerMobile', {
      merchant: GAMMA,
      body: {
        mobile: '912000444',
        password: 'Secret99',
        captcha,
        referralCode: 'FRIEND1',
        loginDeviceId: '0b7f3c1e-2a4d-4c8e-9f10-6d2b8a7e5c31',
      },
    });
    expect(res.json()).toMatchObject({ success: true, value: { userName: '912000444' } });
    const info = await t.call('member.info', { merchant: GAMMA, token: res.json().value.token });
    expect(info.json().value.mobile).toBe('+84912000444');
  });

  it('refuses a confirmation that differs from the password', async () => {
    const res = await t.call('member.registerMobile', {
      body: { ...body(), confirmPassword: 'Other99x' },
    });
    expect(res.json().message).toBe('passwords_differ');
  });

  it('needs no code where the form does not verify mobile numbers', async () => {
    // Gamma's form asks every registration for a captcha.
    const captcha = await drawCaptcha(t, { merchant: GAMMA });
    const res = await t.call('member.registerMobile', {
      merchant: GAMMA,
      body: { ...body(), captcha },
    });
    expect(res.json().value.userName).toBe('912000333');
  });
});

describe('member.registerAutoUsername', () => {
  it('generates a username that can log in', async () => {
    const res = await t.call('member.registerAutoUsername', {
      body: { password: 'Secret99', confirmPassword: 'Secret99', login: true },
    });
    const { userName, token } = res.json().value;
    expect(userName).toMatch(/^u[0-9]{8}$/);
    expect(token).toEqual(expect.any(String));
    expect((await login(userName, 'Secret99')).json().success).toBe(true);
  });
});

describe('member.changePassword', () => {
  const change = async (body: Record<string, string>, username = 'player.one') =>
    t.call('member.changePassword', { token: await tokenOf(username), body });

  it('makes the new password the one that works', async () => {
    const res = await change({
      oldPassword: 'Passw0rd!',
      newPassword: 'Fresh123',
      confirmNewPassword: 'Fresh123',
    });
    expect(res.json()).toEqual({ success: true, message: null, value: null });
    expect((await login('player.one', 'Passw0rd!')).json().message).toBe(
      'incorrect_account_or_password',
    );
    expect((await login('player.one', 'Fresh123')).json().success).toBe(true);
  });

  it('clears an expired password', async () => {
    await change(
      { oldPassword: 'Passw0rd!', newPassword: 'Fresh123', confirmNewPassword: 'Fresh123' },
      'expired.player',
    );
    expect((await login('expired.player', 'Fresh123')).json().value.passwordExpired).toBe(false);
  });

  it('refuses a wrong old password, a differing confirmation, a reused or malformed password', async () => {
    const cases: [Record<string, string>, string][] = [
      [
        { oldPassword: 'Wrong000', newPassword: 'Fresh123', confirmNewPassword: 'Fresh123' },
        'old_password_incorrect',
      ],
      [
        { oldPassword: 'Passw0rd!', newPassword: 'Fresh123', confirmNewPassword: 'Fresh124' },
        'passwords_differ',
      ],
      [
        { oldPassword: 'Passw0rd!', newPassword: 'Passw0rd!', confirmNewPassword: 'Passw0rd!' },
        'password_same_as_old',
      ],
      [
        { oldPassword: 'Passw0rd!', newPassword: 'a', confirmNewPassword: 'a' },
        'password_too_short',
      ],
      [
        {
          oldPassword: 'Passw0rd!',
          newPassword: 'a'.repeat(300),
          confirmNewPassword: 'a'.repeat(300),
        },
        'password_too_long',
      ],
    ];
    for (const [body, message] of cases) expect((await change(body)).json().message).toBe(message);
    expect((await login('player.one', 'Passw0rd!')).json().success).toBe(true);
  });
});

describe('member.passwordEmail', () => {
  const send = (body: Record<string, string>) => t.call('member.passwordEmail', { body });

  it('accepts a username with its own e-mail', async () => {
    const res = await send({ username: 'player.one', email: 'ONE@example.com' });
    expect(res.json()).toEqual({ success: true, message: null, value: null });
  });

  it('refuses a username and e-mail that do not belong together', async () => {
    expect((await send({ username: 'player.one', email: 'two@example.com' })).json().message).toBe(
      'username_email_not_exist',
    );
    expect((await send({ username: 'nobody.here', email: 'one@example.com' })).json().message).toBe(
      'username_email_not_exist',
    );
    expect((await send({ username: 'player.one', email: 'one-at-example' })).json().message).toBe(
      'email_format_incorrect',
    );
  });
});

describe('member.passwordSms and member.passwordVerification', () => {
  const phone = { mobileNum: '987650003', countryDialingCode: '+84' };

  it('resets the password with the code sent by SMS; the new password signs in', async () => {
    expect((await t.call('member.passwordSms', { body: phone })).json().value).toEqual({
      expiredMinutes: 1,
    });
    const res = await t.call('member.passwordVerification', {
      body: { ...phone, newPassword: 'Reset123', verificationCode: smsCode('+84987650003') },
    });
    expect(res.json().value).toEqual({ userName: 'player.three' });
    expect((await login('player.three', 'Reset123')).json().success).toBe(true);
    expect((await login('player.three', 'Passw0rd!')).json().success).toBe(false);
  });

  it('ends every session the account had before the reset', async () => {
    const before = [t.login('player.three'), t.login('player.three')];
    const bystander = t.login('player.one');
    await t.call('member.passwordSms', { body: phone });
    const res = await t.call('member.passwordVerification', {
      body: { ...phone, newPassword: 'Reset123', verificationCode: smsCode('+84987650003') },
    });
    expect(res.json().success).toBe(true);
    for (const token of before) {
      const dead = await t.call('wallet.balance', { token });
      expect(dead.statusCode).toBe(401);
      expect(dead.json().message).toBe('login.not.session');
    }
    expect((await t.call('wallet.balance', { token: bystander })).statusCode).toBe(200);
  });

  it('names the part of the password rule a new password breaks, and keeps the code', async () => {
    await t.call('member.passwordSms', { body: phone });
    const code = smsCode('+84987650003');
    const short = await t.call('member.passwordVerification', {
      body: { ...phone, newPassword: 'a', verificationCode: code },
    });
    expect(short.json()).toMatchObject({
      message: 'password_too_short',
      value: { minLength: 6, maxLength: 20, patternId: '*' },
    });
    const long = await t.call('member.passwordVerification', {
      body: { ...phone, newPassword: 'a'.repeat(300), verificationCode: code },
    });
    expect(long.json().message).toBe('password_too_long');
    const res = await t.call('member.passwordVerification', {
      body: { ...phone, newPassword: 'Reset123', verificationCode: code },
    });
    expect(res.json().value).toEqual({ userName: 'player.three' });
  });

  it('finds the account by number alone when no dialing code is sent', async () => {
    await t.call('member.passwordSms', { body: phone });
    const res = await t.call('member.passwordVerification', {
      body: {
        mobileNum: '987650003',
        newPassword: 'Reset123',
        verificationCode: smsCode('+84987650003'),
      },
    });
    expect(res.json().value.userName).toBe('player.three');
  });

  it('refuses an unregistered number, a wrong code and a code of another purpose', async () => {
    expect(
      (
        await t.call('member.passwordSms', {
          body: { mobileNum: '911111111', countryDialingCode: '+84' },
        })
      ).json().message,
    ).toBe('mobile_num_not_registered');
    await t.call('verification.smsLogin', { body: phone });
    const loginCode = smsCode('+84987650003');
    const res = await t.call('member.passwordVerification', {
      body: { ...phone, newPassword: 'Reset123', verificationCode: loginCode },
    });
    expect(res.json().message).toBe('verification_code_invalid');
    expect((await login('player.three', 'Passw0rd!')).json().success).toBe(true);
  });
});

describe('member.affiliateCheck', () => {
  it('answers whether a code belongs to an agent', async () => {
    const check = async (code: string): Promise<unknown> =>
      (await t.call('member.affiliateCheck', { query: { code } })).json().value;
    expect(await check('TOP001')).toEqual({ valid: true });
    expect(await check('sub042')).toEqual({ valid: true });
    expect(await check('NOPE42')).toEqual({ valid: false });
  });
});
