import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD_CHECK_LOCK_MS } from '../account/password-check.js';
import {
  CAPTCHA_AFTER_FAILED_LOGINS,
  CAPTCHA_AFTER_FAILED_LOGINS_FROM_IP,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_LOCK_MS,
} from '../state/login-failures.js';
import { latestSmsCode, SMS_WRONG_CODES_ALLOWED } from '../state/sms-codes.js';
import { drawCaptcha } from '../test-support/captcha-answer.js';
import { createMockTestApp, type MockTestApp } from '../test-support/mock-test-app.js';

// docs/product/accounts.md#what-the-mock-enforces

let t: MockTestApp;

beforeAll(async () => {
  t = await createMockTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.store.resetState());

const PASSWORD = 'Passw0rd!';

interface Answer {
  status: number;
  body: { success: boolean; message: string | null; value: unknown };
}

async function attempt(
  ip: string,
  body: { username: string; password: string; captcha?: string },
): Promise<Answer> {
  const res = await t.call('session.login', {
    body: { type: 'username', ...body },
    headers: { 'x-forwarded-for': ip },
  });
  return { status: res.statusCode, body: res.json<Answer['body']>() };
}

const asksCaptcha = (answer: Answer): boolean =>
  (answer.body.value as { captcha?: boolean } | null)?.captcha === true;

/**
 * Signs in as a person at `ip` would: once an answer asked for a captcha, every attempt carries
 * the answer to a freshly fetched one; an attempt refused for a missing captcha is made again
 * with one.
 */
function signInAt(ip: string) {
  let captchaAsked = false;
  const captcha = () => drawCaptcha(t, { headers: { 'x-forwarded-for': ip } });
  return async (username: string, password: string): Promise<Answer> => {
    let answer = await attempt(ip, {
      username,
      password,
      ...(captchaAsked && { captcha: await captcha() }),
    });
    if (answer.body.message === 'captcha_required') {
      answer = await attempt(ip, { username, password, captcha: await captcha() });
    }
    captchaAsked = asksCaptcha(answer);
    return answer;
  };
}

describe('session.login answers an unknown username as it answers a wrong password', () => {
  it('gives the same answers, attempt after attempt, through captcha and lockout', async () => {
    const sequence = async (username: string, ip: string): Promise<Answer[]> => {
      const signIn = signInAt(ip);
      const answers: Answer[] = [];
      for (let i = 0; i < 11; i += 1) answers.push(await signIn(username, 'Wrong000'));
      answers.push(await signIn(username, PASSWORD));
      return answers;
    };
    const known = await sequence('player.one', '10.1.0.1');
    const unknown = await sequence('nobody.here', '10.2.0.1');
    expect(unknown).toEqual(known);
    expect(known.map((a) => a.body.message)).toEqual([
      ...Array<string>(9).fill('incorrect_account_or_password'),
      'account_locked',
      'account_locked',
      'account_locked',
    ]);
  });

  it('asks for a captcha from any address once a username failed three times', async () => {
    const answersFor = async (username: string, net: string): Promise<Answer[]> => {
      const answers: Answer[] = [];
      for (let i = 1; i <= 4; i += 1) {
        answers.push(await attempt(`${net}.${i}`, { username, password: 'Wrong000' }));
      }
      return answers;
    };
    const known = await answersFor('player.one', '10.3.0');
    const unknown = await answersFor('nobody.here', '10.4.0');
    expect(unknown).toEqual(known);
    expect(known.map((a) => a.body.message)).toEqual([
      'incorrect_account_or_password',
      'incorrect_account_or_password',
      'incorrect_account_or_password',
      'captcha_required',
    ]);
  });

  it('answers an SMS login for a number without an account as a wrong code', async () => {
    const smsLogin = (mobileNum: string) =>
      t.call('session.login', {
        body: { type: 'sms', mobileNum, countryDialingCode: '84', verificationCode: '000000' },
      });
    const registered = await smsLogin('987650001');
    const unregistered = await smsLogin('911111111');
    expect(unregistered.statusCode).toBe(registered.statusCode);
    expect(unregistered.json()).toEqual(registered.json());
    expect(registered.json().message).toBe('verification_code_invalid');
  });
});

describe('failure counts that another account cannot reset', () => {
  const wrong = (ip: string, username: string) => attempt(ip, { username, password: 'Wrong000' });
  const demandsCaptcha = (answer: Answer) =>
    asksCaptcha(answer) || answer.body.message === 'captcha_required';

  it('keeps counting one address trying many names while an account signs in from it', async () => {
    const ip = '10.9.0.1';
    const answers: Answer[] = [];
    // 38 wrong passwords over 19 usernames, with a sign-in of one's own account every 9 tries.
    for (let i = 0; i < 38; i += 1) {
      if (i > 0 && i % 9 === 0) await attempt(ip, { username: 'player.one', password: PASSWORD });
      answers.push(await wrong(ip, `target.${String(i % 19)}`));
    }
    const firstDemand = answers.findIndex(demandsCaptcha);
    expect(firstDemand).toBe(CAPTCHA_AFTER_FAILED_LOGINS_FROM_IP - 1);
    expect(answers.slice(firstDemand).every(demandsCaptcha)).toBe(true);
  });

  it("forgets only the signed-in account's own failures from the address", async () => {
    const ip = '10.9.0.2';
    for (let i = 0; i < 3; i += 1) await wrong(ip, 'player.one');
    expect((await signInAt(ip)('player.one', PASSWORD)).body.success).toBe(true);
    const answers: Answer[] = [];
    for (let i = 0; i < CAPTCHA_AFTER_FAILED_LOGINS_FROM_IP; i += 1) {
      answers.push(await wrong(ip, `target.${String(i)}`));
    }
    expect(answers.map(asksCaptcha)).toEqual([...Array<boolean>(9).fill(false), true]);
  });

  it("keeps a username's count when another account signs in from the same address", async () => {
    const ip = '10.9.0.3';
    for (let i = 0; i < CAPTCHA_AFTER_FAILED_LOGINS; i += 1) await wrong(ip, 'player.two');
    expect((await attempt(ip, { username: 'player.one', password: PASSWORD })).body.success).toBe(
      true,
    );
    const next = await attempt(ip, { username: 'player.two', password: PASSWORD });
    expect(next.body.message).toBe('captcha_required');
  });

  it("forgets an address's failures 15 minutes after they were made", async () => {
    const ip = '10.9.0.4';
    for (let i = 0; i < CAPTCHA_AFTER_FAILED_LOGINS_FROM_IP - 1; i += 1) {
      await wrong(ip, `target.${String(i)}`);
    }
    t.advance(LOGIN_FAILURE_WINDOW_MS);
    expect(asksCaptcha(await wrong(ip, 'target.last'))).toBe(false);
  });
});

describe('session.login lockout', () => {
  const failTimes = async (count: number, username = 'player.one') => {
    const signIn = signInAt('10.5.0.1');
    let last: Answer | undefined;
    for (let i = 0; i < count; i += 1) last = await signIn(username, 'Wrong000');
    return last;
  };
  const rightPassword = () => signInAt('10.6.0.1')('player.one', PASSWORD);

  it('locks a username at its tenth failure in 15 minutes, refusing even the right password', async () => {
    expect((await failTimes(9))?.body.message).toBe('incorrect_account_or_password');
    const tenth = await signInAt('10.5.0.2')('player.one', 'Wrong000');
    expect(tenth).toEqual({
      status: 200,
      body: {
        success: false,
        message: 'account_locked',
        msg: 'account_locked',
        errorCode: 'account_locked',
        value: { retryAfterMs: LOGIN_LOCK_MS },
      },
    });
    t.advance(60_000);
    expect((await rightPassword()).body).toEqual({
      success: false,
      message: 'account_locked',
      msg: 'account_locked',
      errorCode: 'account_locked',
      value: { retryAfterMs: LOGIN_LOCK_MS - 60_000 },
    });
    expect(t.state().sessions.size).toBe(0);
  });

  it('lets the right password in again once the lock has passed', async () => {
    await failTimes(10);
    t.advance(LOGIN_LOCK_MS);
    const res = await signInAt('10.7.0.1')('player.one', PASSWORD);
    expect(res.body.success).toBe(true);
  });

  it('does not lock for failures spread over more than 15 minutes', async () => {
    await failTimes(9);
    t.advance(LOGIN_FAILURE_WINDOW_MS);
    const tenth = await signInAt('10.5.0.3')('player.one', 'Wrong000');
    expect(tenth.body.message).toBe('incorrect_account_or_password');
  });

  it('locks one username only', async () => {
    await failTimes(10);
    const other = await signInAt('10.8.0.1')('agent.top', PASSWORD);
    expect(other.body.success).toBe(true);
  });

  it('counts and refuses session.loginVerification as well', async () => {
    await failTimes(10);
    const res = await t.call('session.loginVerification', {
      body: {
        username: 'player.one',
        password: PASSWORD,
        mobileNum: '987650001',
        countryDialingCode: '84',
        verificationCode: '000000',
      },
    });
    expect(res.json()).toMatchObject({ success: false, message: 'account_locked' });
  });
});

describe('wrong SMS codes', () => {
  const mobile = { mobileNum: '987650001', countryDialingCode: '84' };
  const sendCode = async (): Promise<string> => {
    expect((await t.call('verification.smsLogin', { body: mobile })).json().success).toBe(true);
    return latestSmsCode(t.state().auth.sms, '+84987650001')?.code ?? '';
  };
  const smsLogin = (verificationCode: string) =>
    t.call('session.login', { body: { type: 'sms', ...mobile, verificationCode } });
  const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

  it('uses a code up at the fifth wrong entry, so even the right code is refused', async () => {
    const code = await sendCode();
    const answers: unknown[] = [];
    for (let i = 0; i < SMS_WRONG_CODES_ALLOWED; i += 1) {
      answers.push((await smsLogin(wrongCode(code))).json().message);
    }
    expect(answers).toEqual([
      'verification_code_invalid',
      'verification_code_invalid',
      'verification_code_invalid',
      'verification_code_invalid',
      'verification_code_expired',
    ]);
    expect((await smsLogin(code)).json().message).toBe('verification_code_expired');
  });

  it('accepts a new code after the old one was used up', async () => {
    const first = await sendCode();
    for (let i = 0; i < SMS_WRONG_CODES_ALLOWED; i += 1) await smsLogin(wrongCode(first));
    t.advance(1000);
    const second = await sendCode();
    expect((await smsLogin(second)).json().success).toBe(true);
  });

  it('still accepts the right code after four wrong ones', async () => {
    const code = await sendCode();
    for (let i = 0; i < SMS_WRONG_CODES_ALLOWED - 1; i += 1) await smsLogin(wrongCode(code));
    expect((await smsLogin(code)).json().success).toBe(true);
  });
});

describe('password-check relay throttling', () => {
  const redeem = (token: string, password: string) =>
    t.call('points.redeem', { token, body: { rewardId: 1, quantity: 1, password } });
  const convert = (token: string, password: string) =>
    t.call('points.convert', { token, body: { points: 100, password } });

  it('refuses an account for 5 minutes from its fifth wrong password, on both calls', async () => {
    const token = t.login('player.one');
    const messages: unknown[] = [];
    for (let i = 0; i < 4; i += 1) messages.push((await redeem(token, 'Wrong000')).json().message);
    expect(messages).toEqual(Array(4).fill('password_incorrect'));
    expect((await convert(token, 'Wrong000')).json()).toEqual({
      success: false,
      message: 'too_many_requests',
      msg: 'too_many_requests',
      errorCode: 'too_many_requests',
      value: { retryAfterMs: PASSWORD_CHECK_LOCK_MS },
    });
    expect((await convert(token, PASSWORD)).json().message).toBe('too_many_requests');
    expect((await redeem(token, PASSWORD)).json().message).toBe('too_many_requests');

    t.advance(PASSWORD_CHECK_LOCK_MS);
    expect((await redeem(token, PASSWORD)).json().success).toBe(true);
  });

  it('forgets wrong passwords once the right one comes', async () => {
    const token = t.login('player.one');
    for (let i = 0; i < 4; i += 1) await redeem(token, 'Wrong000');
    expect((await convert(token, PASSWORD)).json().success).toBe(true);
    for (let i = 0; i < 4; i += 1) {
      expect((await redeem(token, 'Wrong000')).json().message).toBe('password_incorrect');
    }
  });

  it('counts per account', async () => {
    const one = t.login('player.one');
    for (let i = 0; i < 5; i += 1) await redeem(one, 'Wrong000');
    const other = t.login('new.player');
    expect((await redeem(other, 'Wrong000')).json().message).toBe('password_incorrect');
  });
});
