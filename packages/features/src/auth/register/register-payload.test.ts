import { describe, expect, it } from 'vitest';
import { mobileRegisterBody, usernameRegisterBody, type SubmitExtras } from './register-payload.js';
import { codesFromUrl } from './url-codes.js';

const EXTRAS: SubmitExtras = {
  registerUrl: 'http://saigon.localhost/register?aff=TOP001',
  domain: 'saigon.localhost',
  countryDialingCode: '+84',
  phoneAuthToken: null,
  birthdayFormat: 'MM-dd-yyyy',
};

describe('register bodies', () => {
  it('sends the typed fields trimmed, without empty ones or the consent, plus what the site adds', () => {
    const body = usernameRegisterBody(
      {
        username: ' player01 ',
        password: 'secret12',
        confirmPassword: 'secret12',
        email: '  ',
        mobileNum: '912345678',
        birthday: '01-31-1990',
        ageConsent: true,
        verifyPwd: 'x',
        captcha: ' 7f3a ',
      },
      EXTRAS,
    );
    expect(body).toEqual({
      username: 'player01',
      password: 'secret12',
      confirmPassword: 'secret12',
      mobileNum: '912345678',
      countryDialingCode: '+84',
      birthday: '1990-01-31',
      domain: 'saigon.localhost',
      registerUrl: 'http://saigon.localhost/register?aff=TOP001',
      registerMethod: 'WEB',
      login: true,
      captcha: '7f3a',
    });
  });

  it('adds the phone-auth channel fields only when the provider verified the number', () => {
    const body = usernameRegisterBody(
      { username: 'player01', password: 'secret12', confirmPassword: 'secret12' },
      { ...EXTRAS, phoneAuthToken: 'id-token' },
    );
    expect(body).toMatchObject({ firebaseChannel: 'sms', firebaseIdToken: 'id-token' });
    expect(body).not.toHaveProperty('countryDialingCode');
  });

  it('names the number `mobile` on the mobile tab, as public clients send it', () => {
    expect(
      mobileRegisterBody(
        {
          mobileNum: '912345678',
          verificationCode: '123456',
          password: 'secret12',
          confirmPassword: 'secret12',
          referralCode: 'R1',
          ageConsent: true,
        },
        EXTRAS,
      ),
    ).toEqual({
      mobile: '912345678',
      password: 'secret12',
      confirmPassword: 'secret12',
      referralCode: 'R1',
      verificationCode: '123456',
      countryDialingCode: '+84',
      domain: 'saigon.localhost',
      registerUrl: 'http://saigon.localhost/register?aff=TOP001',
      login: true,
    });
  });
});

describe('codes in the page address', () => {
  it('fills the shown code fields from their parameters, first match winning', () => {
    expect(
      codesFromUrl('?aff=TOP001&ref=R7&code=OTHER', ['affiliateCode', 'referralCode']),
    ).toEqual({ affiliateCode: 'TOP001', referralCode: 'R7' });
    expect(codesFromUrl('?code=TOP001', ['affiliateCode'])).toEqual({ affiliateCode: 'TOP001' });
  });

  it('leaves out fields the form does not show and empty values', () => {
    expect(codesFromUrl('?affiliateCode=TOP001&ref=%20', ['referralCode'])).toEqual({});
  });
});
