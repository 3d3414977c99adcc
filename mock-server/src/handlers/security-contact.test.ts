import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkedPhone } from '../account/mobile-number.js';
import { latestSmsCode } from '../state/sms-codes.js';
import { createMockTestApp, valueOf, type MockTestApp } from '../test-support/mock-test-app.js';

const OVERVIEW = 'security.overview';
const SEND_SMS = 'security.sendMobileCode';
const BIND_MOBILE = 'security.bindMobile';
const SEND_EMAIL = 'security.sendEmailCode';
const BIND_EMAIL = 'security.bindEmail';

let t: MockTestApp;

beforeAll(async () => {
  t = await createMockTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.store.resetState());

const NEW_PHONE = { countryDialingCode: '+84', mobileNum: '912000222' };

function smsCodeOf(phone: { countryDialingCode: string; mobileNum: string }): string {
  const key = checkedPhone(t.state(), phone.countryDialingCode, phone.mobileNum).e164;
  return latestSmsCode(t.state().auth.sms, key)?.code ?? '';
}

function emailCodeOf(address: string): string {
  return latestSmsCode(t.state().security.emailCodes, address.toLowerCase())?.code ?? '';
}

/** A code that is not `code`. */
function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

async function overview(token: string) {
  return valueOf(OVERVIEW, await t.call(OVERVIEW, { token }));
}

describe('binding a mobile number', () => {
  it('binds a first number with the code sent to it', async () => {
    const token = t.login('new.player');
    expect((await overview(token)).mobile).toBeNull();
    await t.value(SEND_SMS, { token, body: NEW_PHONE });
    const wrong = await t.call(BIND_MOBILE, {
      token,
      body: {
        ...NEW_PHONE,
        verificationCode: otherCode(smsCodeOf(NEW_PHONE)),
      },
    });
    expect(wrong.json().message).toBe('verification_code_invalid');
    await t.value(BIND_MOBILE, {
      token,
      body: { ...NEW_PHONE, verificationCode: smsCodeOf(NEW_PHONE) },
    });
    expect((await overview(token)).mobile).toEqual(NEW_PHONE);
    const info = await t.value<{ mobile: string }>('member.info', { token });
    expect(info.mobile).toBe('+84912000222');
  });

  it('sends no code to the bound number or to a number another account holds', async () => {
    const token = t.login('player.one');
    const own = await t.call(SEND_SMS, {
      token,
      body: { countryDialingCode: '+84', mobileNum: '987650001' },
    });
    expect(own.json().message).toBe('mobile_num_same');
    const taken = await t.call(SEND_SMS, {
      token,
      body: { countryDialingCode: '84', mobileNum: '987650003' },
    });
    expect(taken.json().message).toBe('mobile_num_exists');
  });

  it('changes a bound number only with the account password, a wrong one counting', async () => {
    const token = t.login('player.one');
    await t.value(SEND_SMS, { token, body: NEW_PHONE });
    const verificationCode = smsCodeOf(NEW_PHONE);
    const without = await t.call(BIND_MOBILE, { token, body: { ...NEW_PHONE, verificationCode } });
    expect(without.json().message).toBe('password_incorrect');
    for (let i = 0; i < 3; i += 1) {
      const wrong = await t.call(BIND_MOBILE, {
        token,
        body: { ...NEW_PHONE, verificationCode, password: 'nope' },
      });
      expect(wrong.json().message).toBe('password_incorrect');
    }
    const fifth = await t.call(BIND_MOBILE, {
      token,
      body: { ...NEW_PHONE, verificationCode, password: 'nope' },
    });
    expect(fifth.json().message).toBe('too_many_requests');
    t.advance(5 * 60 * 1000);
    await t.value(SEND_SMS, { token, body: NEW_PHONE });
    await t.value(BIND_MOBILE, {
      token,
      body: { ...NEW_PHONE, verificationCode: smsCodeOf(NEW_PHONE), password: 'Passw0rd!' },
    });
    expect((await overview(token)).mobile).toEqual(NEW_PHONE);
  });

  it('takes a code only for the number it was sent to', async () => {
    const token = t.login('new.player');
    await t.value(SEND_SMS, { token, body: NEW_PHONE });
    const other = await t.call(BIND_MOBILE, {
      token,
      body: {
        countryDialingCode: '+84',
        mobileNum: '912000333',
        verificationCode: smsCodeOf(NEW_PHONE),
      },
    });
    expect(other.json().message).toBe('verification_code_invalid');
  });
});

describe('binding an e-mail address', () => {
  it('binds an address with the code e-mailed to it; the code is used once', async () => {
    const token = t.login('new.player');
    expect((await overview(token)).email).toBeNull();
    await t.value(SEND_EMAIL, { token, body: { email: ' An.Nguyen@Mail.com ' } });
    const verificationCode = emailCodeOf('an.nguyen@mail.com');
    expect(verificationCode).toMatch(/^\d{6}$/);
    await t.value(BIND_EMAIL, { token, body: { email: 'an.nguyen@mail.com', verificationCode } });
    expect((await overview(token)).email).toBe('an.nguyen@mail.com');
    const again = await t.call(BIND_EMAIL, {
      token,
      body: { email: 'an.other@mail.com', verificationCode, password: 'Passw0rd!' },
    });
    expect(again.json().message).toBe('verification_code_invalid');
  });

  it('refuses a malformed, an own or a taken address before sending', async () => {
    const token = t.login('player.one');
    const send = async (email: string) =>
      (await t.call(SEND_EMAIL, { token, body: { email } })).json<{ message: string }>().message;
    expect(await send('not-an-address')).toBe('email_format_incorrect');
    expect(await send('ONE@example.com')).toBe('email_same');
    expect(await send('two@example.com')).toBe('email_exists');
  });

  it('sends one code a second to an address', async () => {
    const token = t.login('new.player');
    const body = { email: 'an@mail.com' };
    expect((await t.call(SEND_EMAIL, { token, body })).json().success).toBe(true);
    const soon = await t.call(SEND_EMAIL, { token, body });
    expect(soon.json().message).toBe('too_many_requests');
    t.advance(1000);
    expect((await t.call(SEND_EMAIL, { token, body })).json().success).toBe(true);
  });

  it('changes a bound address only with the account password', async () => {
    const token = t.login('player.one');
    await t.value(SEND_EMAIL, { token, body: { email: 'an@mail.com' } });
    const verificationCode = emailCodeOf('an@mail.com');
    const wrong = await t.call(BIND_EMAIL, {
      token,
      body: { email: 'an@mail.com', verificationCode, password: 'wrong' },
    });
    expect(wrong.json().message).toBe('password_incorrect');
    await t.value(BIND_EMAIL, {
      token,
      body: { email: 'an@mail.com', verificationCode, password: 'Passw0rd!' },
    });
    expect((await overview(token)).email).toBe('an@mail.com');
  });
});
