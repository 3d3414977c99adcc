import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findAccount } from '../state/accounts.js';
import { latestSmsCode } from '../state/sms-codes.js';
import { createMockTestApp, type MockTestApp } from '../test-support/mock-test-app.js';

let t: MockTestApp;
beforeAll(async () => {
  t = await createMockTestApp({
    tenants: {
      gamma: {
        'tenant.json': {
          merchantCode: 'GAMMA01',
          displayName: 'Gamma',
          hostnames: ['gamma.example.com', 'm.gamma.example.com'],
          modules: { GEETEST3: false, LOGINIPVERF3: false },
        },
      },
    },
  });
});
afterAll(() => t.close());
beforeEach(() => t.store.resetState());

describe('captcha.geetest', () => {
  it('answers a Geetest v3 register with a fresh challenge each call', async () => {
    const first = await t.value<{ gt: string; challenge: string }>('captcha.geetest');
    t.advance(1000);
    const second = await t.value<{ gt: string; challenge: string }>('captcha.geetest');
    expect(first).toMatchObject({ gt: expect.stringMatching(/^[0-9a-f]{32}$/), new_captcha: true });
    expect(second.gt).toBe(first.gt);
    expect(second.challenge).not.toBe(first.challenge);
  });

  it('is not available while GEETEST3 is off', async () => {
    const res = await t.call('captcha.geetest', { merchant: 'GAMMA01' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'function.not.available' });
  });
});

describe('session.loginVerification', () => {
  const mobile = { mobileNum: '987650001', countryDialingCode: '84' };
  const sendCode = async (): Promise<string> => {
    expect((await t.call('verification.smsLogin', { body: mobile })).json().success).toBe(true);
    return latestSmsCode(t.state().auth.sms, '+84987650001')?.code ?? '';
  };
  const verify = (body: Record<string, string>) =>
    t.call('session.loginVerification', {
      body: { username: 'player.one', password: 'Passw0rd!', ...mobile, ...body },
    });

  it('signs in with the code sent to the account’s own number, once', async () => {
    const code = await sendCode();
    const res = await verify({ verificationCode: code });
    expect(res.json()).toMatchObject({ success: true, value: { userName: 'player.one' } });
    expect(res.json().value.token).toEqual(expect.any(String));
    expect((await verify({ verificationCode: code })).json().message).toBe(
      'verification_code_invalid',
    );
  });

  it('refuses a wrong password or a number that is not the account’s', async () => {
    const code = await sendCode();
    expect((await verify({ verificationCode: code, password: 'Wrong000' })).json().message).toBe(
      'incorrect_account_or_password',
    );
    expect((await verify({ verificationCode: code, mobileNum: '987650002' })).json().message).toBe(
      'incorrect_account_or_password',
    );
  });

  it('is not available while LOGINIPVERF3 is off', async () => {
    const res = await t.call('session.loginVerification', {
      merchant: 'GAMMA01',
      body: { username: 'a.b', password: 'Passw0rd!', ...mobile, verificationCode: '1' },
    });
    expect(res.json()).toMatchObject({ message: 'function.not.available' });
  });
});

describe('wallet.withdraw', () => {
  const balance = (): number => findAccount(t.state().accounts, 'player.one')?.balance ?? NaN;
  /** player.one's bound card (fixtures/security.json) and payment password. */
  const TO_CARD = { bankCardId: 1, paymentPassword: '123456' };

  it('takes the amount from the main wallet and counts the day’s withdrawals', async () => {
    const token = t.login('player.one');
    const before = balance();
    const res = await t.value('wallet.withdraw', { token, body: { amount: 200000, ...TO_CARD } });
    expect(res).toMatchObject({
      amount: 200000,
      balance: before - 200000,
      status: 'PENDING',
      bankCard: { bankName: 'Vietcombank', maskedNumber: '**** **** 5678' },
    });
    expect(balance()).toBe(before - 200000);
    expect(await t.value('rewards.withdrawSettings', { token })).toMatchObject({
      remainingTimes: 2,
    });
  });

  it('refuses amounts outside the limits, beyond the balance, or past the daily count', async () => {
    const token = t.login('player.one');
    const message = async (amount: number) =>
      (await t.call('wallet.withdraw', { token, body: { amount, ...TO_CARD } })).json()
        .message as string;
    expect(await message(1000)).toBe('amount_out_of_range');
    expect(await message(100000000)).toBe('insufficient_balance');
    for (let i = 0; i < 3; i += 1) expect(await message(100000)).toBeNull();
    expect(await message(100000)).toBe('withdraw_limit_reached');
  });

  it('is for members only', async () => {
    const body = { amount: 200000, ...TO_CARD };
    expect((await t.call('wallet.withdraw', { body })).statusCode).toBe(401);
  });
});

describe('system.checkAppDomain', () => {
  it('is true only for the merchant’s H5 domains', async () => {
    const check = (domain: string) =>
      t.value<{ appDomain: boolean }>('system.checkAppDomain', {
        merchant: 'GAMMA01',
        query: { domain },
      });
    expect(await check('m.gamma.example.com')).toEqual({ appDomain: true });
    expect(await check('M.Gamma.Example.com')).toEqual({ appDomain: true });
    expect(await check('gamma.example.com')).toEqual({ appDomain: false });
    expect(await check('m.other.example.com')).toEqual({ appDomain: false });
  });

  it('needs the domain', async () => {
    expect((await t.call('system.checkAppDomain')).statusCode).toBe(400);
  });
});
