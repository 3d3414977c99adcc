import { describe, expect, it } from 'vitest';
import { toCaptchaImage } from './captcha-image.js';
import { toLoginSession } from './login-result.js';
import { toMemberInfo } from './member-info.js';

describe('toLoginSession', () => {
  it('reads the login value public clients read (customerType, id)', () => {
    expect(
      toLoginSession({
        token: 't1',
        id: 2001,
        userName: 'player.one',
        customerType: 41,
        firstTimeLogin: true,
        passwordExpired: false,
      }),
    ).toEqual({
      token: 't1',
      id: 2001,
      userName: 'player.one',
      type: 41,
      firstTimeLogin: true,
      passwordExpired: false,
    });
  });

  it('reads an older value that names the account type `type` and has no id', () => {
    expect(
      toLoginSession({ token: 't2', userName: 'a', type: 4, firstTimeLogin: false }),
    ).toMatchObject({ token: 't2', id: null, type: 4, passwordExpired: false });
  });

  it('refuses a value without a token or an account type', () => {
    expect(() => toLoginSession({ customerType: 0 })).toThrow(/unexpected value/);
    expect(() => toLoginSession({ token: 't' })).toThrow(/unexpected value/);
  });
});

describe('toCaptchaImage', () => {
  it('takes the image as the value itself, bare base64 becoming a PNG data URL', () => {
    expect(toCaptchaImage('iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(toCaptchaImage('data:image/svg+xml;base64,PHN2Zz4=')).toBe(
      'data:image/svg+xml;base64,PHN2Zz4=',
    );
  });

  it('takes the image wrapped as value.img or value.image', () => {
    expect(toCaptchaImage({ img: 'QUJD' })).toBe('data:image/png;base64,QUJD');
    expect(toCaptchaImage({ image: 'data:image/png;base64,QUJD' })).toBe(
      'data:image/png;base64,QUJD',
    );
    expect(() => toCaptchaImage({})).toThrow(/unexpected value/);
  });
});

describe('toMemberInfo', () => {
  it('reads the member info public clients read (account, username, mobile, regDate, clubLabel)', () => {
    const info = toMemberInfo({
      id: 7,
      account: 'player.one',
      username: 'player.one',
      nickname: 'One',
      mobile: '+84987650001',
      regDate: '2026-01-02T03:04:05.000Z',
      clubLabel: { labelName: 'Gold Club' },
      type: 0,
      currency: 'VND',
      memberLabel: [{ labelType: 6, labelName: 'TWD' }],
    });
    expect(info).toMatchObject({
      account: 'player.one',
      mobile: '+84987650001',
      clubLabel: { labelName: 'Gold Club' },
      memberLabel: [{ labelType: 6, labelName: 'TWD' }],
    });
  });

  it('reads an answer that gives only username and no club, labels or mobile', () => {
    const info = toMemberInfo({ username: 'agent.mid', customerType: 2 }, 'VND');
    expect(info).toMatchObject({
      account: 'agent.mid',
      username: 'agent.mid',
      type: 2,
      currency: 'VND',
      nickname: null,
      mobile: null,
      clubLabel: null,
      memberLabel: [],
    });
    expect(() => toMemberInfo({ id: 1 })).toThrow(/unexpected value/);
  });
});
