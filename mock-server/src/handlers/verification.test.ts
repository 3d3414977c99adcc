import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { latestSmsCode } from '../state/sms-codes.js';
import {
  SMS_ADDRESS_WINDOW_MS,
  SMS_REQUESTS_PER_ADDRESS,
  SMS_SENDS_PER_TENANT,
  SMS_TENANT_WINDOW_MS,
} from '../state/sms-send-limits.js';
import { createMockTestApp, type MockTestApp } from '../test-support/mock-test-app.js';

let t: MockTestApp;

beforeAll(async () => {
  t = await createMockTestApp({ devControls: true });
});
afterAll(() => t.close());
beforeEach(() => t.store.resetState());

const MEMBER_PHONE = { mobileNum: '987650001', countryDialingCode: '+84' };
const FREE_PHONE = { mobileNo: '912000111', countryDialingCode: '84' };

const sendLogin = (body: Record<string, unknown> = MEMBER_PHONE) =>
  t.call('verification.smsLogin', { body });

describe('verification.smsLogin', () => {
  it('sends a 6-digit code to a registered number, valid for the fixture minutes', async () => {
    const res = await sendLogin();
    expect(res.json()).toEqual({ success: true, message: null, value: { expiredMinutes: 1 } });
    const sent = latestSmsCode(t.state().auth.sms, '+84987650001');
    expect(sent?.code).toMatch(/^[0-9]{6}$/);
    expect(sent?.purpose).toBe('login');
  });

  it('refuses a number without an account', async () => {
    const res = await sendLogin({ mobileNum: '911111111', countryDialingCode: '+84' });
    expect(res.json().message).toBe('mobile_num_not_registered');
  });

  it('refuses a malformed number: unknown dialing code or too short', async () => {
    for (const body of [
      { mobileNum: '987650001', countryDialingCode: '+999' },
      { mobileNum: '98765', countryDialingCode: '+84' },
    ]) {
      expect((await sendLogin(body)).json().message).toBe('mobile_num_invalid');
    }
    expect((await sendLogin({ mobileNum: 'abc', countryDialingCode: '+84' })).statusCode).toBe(400);
  });

  it('refuses a second send to the same number within 1000 ms', async () => {
    expect((await sendLogin()).json().success).toBe(true);
    t.advance(999);
    const again = await sendLogin();
    expect(again.json()).toMatchObject({ success: false, message: 'too_many_requests' });
    t.advance(1);
    expect((await sendLogin()).json().success).toBe(true);
  });

  it('locks a number out for 5 minutes after 5 sends within 5 minutes', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await sendLogin()).json().success).toBe(true);
      t.advance(10_000);
    }
    const sixth = await sendLogin();
    expect(sixth.json()).toEqual({
      success: false,
      message: 'too_many_requests',
      msg: 'too_many_requests',
      errorCode: 'too_many_requests',
      value: { retryAfterMs: 300_000 },
    });
    // Another number is not affected.
    expect(
      (await sendLogin({ mobileNum: '987650003', countryDialingCode: '+84' })).json().success,
    ).toBe(true);
    t.advance(299_999);
    expect((await sendLogin()).json().message).toBe('too_many_requests');
    t.advance(1);
    expect((await sendLogin()).json().success).toBe(true);
  });

  it('answers quota_not_sufficient when the merchant has no SMS left', async () => {
    t.state().auth.sms.quota = 1;
    expect((await sendLogin()).json().success).toBe(true);
    t.advance(2000);
    expect((await sendLogin()).json().message).toBe('quota_not_sufficient');
  });
});

describe('verification.smsRegister and verification.smsRegisterMobile', () => {
  it('send a register code to a free number', async () => {
    for (const id of ['verification.smsRegister', 'verification.smsRegisterMobile'] as const) {
      t.store.resetState();
      const res = await t.call(id, { body: FREE_PHONE });
      expect(res.json().value).toEqual({ expiredMinutes: 1 });
      expect(latestSmsCode(t.state().auth.sms, '+84912000111')?.purpose).toBe('register');
    }
  });

  it('refuse a number that already belongs to an account', async () => {
    for (const id of ['verification.smsRegister', 'verification.smsRegisterMobile'] as const) {
      const res = await t.call(id, { body: { mobileNo: '912345001', countryDialingCode: '+84' } });
      expect(res.json().message).toBe('mobile_num_exists');
    }
  });

  it('share the send limits of a number with the other SMS calls', async () => {
    expect((await t.call('verification.smsRegister', { body: FREE_PHONE })).json().success).toBe(
      true,
    );
    const res = await t.call('verification.smsRegisterMobile', { body: FREE_PHONE });
    expect(res.json().message).toBe('too_many_requests');
  });
});

describe('one number however it is spelled', () => {
  const sendRegister = (mobileNo: string, ip = '10.20.0.1') =>
    t.call('verification.smsRegister', {
      body: { mobileNo, countryDialingCode: '84' },
      headers: { 'x-forwarded-for': ip },
    });

  it('counts 0912000111, 00912000111 and 0084912000111 as one number', async () => {
    expect((await sendRegister('0912000111')).json().success).toBe(true);
    expect((await sendRegister('00912000111')).json().message).toBe('too_many_requests');
    t.advance(1000);
    expect((await sendRegister('0084912000111')).json().success).toBe(true);
    expect(latestSmsCode(t.state().auth.sms, '+84912000111')?.purpose).toBe('register');
  });

  it('keeps a locked number locked under every spelling', async () => {
    const spellings = ['987650001', '0987650001', '00987650001', '0084987650001', '000987650001'];
    for (const mobileNum of spellings) {
      expect((await sendLogin({ mobileNum, countryDialingCode: '+84' })).json().success).toBe(true);
      t.advance(10_000);
    }
    for (const mobileNum of spellings) {
      const res = await sendLogin({ mobileNum, countryDialingCode: '84' });
      expect(res.json().message).toBe('too_many_requests');
    }
  });

  it('signs in with a code sent to another spelling of the number', async () => {
    await sendLogin({ mobileNum: '0987650001', countryDialingCode: '+84' });
    const code = latestSmsCode(t.state().auth.sms, '+84987650001')?.code ?? '';
    const res = await t.call('session.login', {
      body: {
        type: 'sms',
        mobileNum: '0084987650001',
        countryDialingCode: '84',
        verificationCode: code,
      },
    });
    expect(res.json().value.userName).toBe('player.one');
  });
});

describe('SMS sends per address and per merchant', () => {
  const freeNumber = (i: number) => `9120${String(i).padStart(5, '0')}`;
  const sendFrom = (ip: string, i: number) =>
    t.call('verification.smsRegister', {
      body: { mobileNo: freeNumber(i), countryDialingCode: '+84' },
      headers: { 'x-forwarded-for': ip },
    });

  it(`lets one address ask for ${String(SMS_REQUESTS_PER_ADDRESS)} codes an hour, whatever the numbers`, async () => {
    for (let i = 0; i < SMS_REQUESTS_PER_ADDRESS; i += 1) {
      expect((await sendFrom('10.30.0.1', i)).json().success).toBe(true);
      t.advance(1000);
    }
    const refused = await sendFrom('10.30.0.1', 100);
    expect(refused.json()).toEqual({
      success: false,
      message: 'too_many_requests',
      msg: 'too_many_requests',
      errorCode: 'too_many_requests',
      value: { retryAfterMs: SMS_ADDRESS_WINDOW_MS - SMS_REQUESTS_PER_ADDRESS * 1000 },
    });
    expect((await sendFrom('10.30.0.2', 101)).json().success).toBe(true);
    t.advance(SMS_ADDRESS_WINDOW_MS - SMS_REQUESTS_PER_ADDRESS * 1000);
    expect((await sendFrom('10.30.0.1', 102)).json().success).toBe(true);
  });

  it('counts asking for numbers that have no account, so an address cannot probe numbers', async () => {
    for (let i = 0; i < SMS_REQUESTS_PER_ADDRESS; i += 1) {
      const res = await t.call('verification.smsLogin', {
        body: { mobileNum: freeNumber(i), countryDialingCode: '+84' },
        headers: { 'x-forwarded-for': '10.31.0.1' },
      });
      expect(res.json().message).toBe('mobile_num_not_registered');
    }
    const probe = await t.call('verification.smsLogin', {
      body: MEMBER_PHONE,
      headers: { 'x-forwarded-for': '10.31.0.1' },
    });
    expect(probe.json().message).toBe('too_many_requests');
  });

  it(`sends at most ${String(SMS_SENDS_PER_TENANT)} codes a minute for the merchant, whatever the addresses`, async () => {
    for (let i = 0; i < SMS_SENDS_PER_TENANT; i += 1) {
      expect((await sendFrom(`10.32.${String(i)}.1`, i)).json().success).toBe(true);
    }
    t.advance(1000);
    const refused = await sendFrom('10.33.0.1', 200);
    expect(refused.json()).toEqual({
      success: false,
      message: 'too_many_requests',
      msg: 'too_many_requests',
      errorCode: 'too_many_requests',
      value: { retryAfterMs: SMS_TENANT_WINDOW_MS - 1000 },
    });
    expect(latestSmsCode(t.state().auth.sms, `+84${freeNumber(200)}`)).toBeUndefined();
    t.advance(SMS_TENANT_WINDOW_MS - 1000);
    expect((await sendFrom('10.33.0.1', 200)).json().success).toBe(true);
  });
});

describe('dev SMS read', () => {
  const devSms = (query: string, code = 'alpha') =>
    t.app.inject({ url: `/__dev/tenants/${code}/sms?${query}` });

  it('answers the latest code sent to a number, which then signs in', async () => {
    await sendLogin();
    const res = await devSms('mobileNum=987650001&countryDialingCode=%2B84');
    const value = res.json().value;
    expect(value).toMatchObject({ purpose: 'login' });
    expect(Date.parse(value.expiresAt)).toBeGreaterThan(Date.now());
    const login = await t.call('session.login', {
      body: { type: 'sms', ...MEMBER_PHONE, verificationCode: value.code },
    });
    expect(login.json().value.userName).toBe('player.one');
  });

  it('answers 404 when nothing was sent or the tenant is unknown, 400 without a number', async () => {
    expect((await devSms('mobileNum=987650001&countryDialingCode=84')).statusCode).toBe(404);
    expect((await devSms('mobileNum=987650001&countryDialingCode=84', 'nope')).statusCode).toBe(
      404,
    );
    expect((await devSms('countryDialingCode=84')).statusCode).toBe(400);
  });

  it('does not exist without devControls', async () => {
    const plain = await createMockTestApp();
    const res = await plain.app.inject({
      url: '/__dev/tenants/alpha/sms?mobileNum=987650001&countryDialingCode=84',
    });
    expect(res.statusCode).toBe(404);
    await plain.close();
  });
});
