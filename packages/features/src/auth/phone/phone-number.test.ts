import { describe, expect, it } from 'vitest';
import { checkedPhoneNumber } from './phone-number.js';

const vn = { countryCode: 'VN', countryDialingCode: '+84' };

describe('checkedPhoneNumber', () => {
  it('accepts a Vietnamese mobile number with or without its trunk 0 and answers the national digits', () => {
    expect(checkedPhoneNumber({ ...vn, mobileNum: '0987 650 001' })?.mobileNum).toBe('987650001');
    expect(checkedPhoneNumber({ ...vn, mobileNum: '987650001' })?.mobileNum).toBe('987650001');
  });

  it('refuses too short, lettered or foreign numbers', () => {
    expect(checkedPhoneNumber({ ...vn, mobileNum: '12345' })).toBeNull();
    expect(checkedPhoneNumber({ ...vn, mobileNum: 'abcdefghi' })).toBeNull();
    expect(checkedPhoneNumber({ ...vn, mobileNum: '+44 7700 900123' })).toBeNull();
    expect(checkedPhoneNumber({ ...vn, mobileNum: '' })).toBeNull();
  });

  it('checks by the country, not only the dialing code', () => {
    const tw = { countryCode: 'TW', countryDialingCode: '+886' };
    expect(checkedPhoneNumber({ ...tw, mobileNum: '0987650002' })?.mobileNum).toBe('987650002');
    expect(checkedPhoneNumber({ ...tw, mobileNum: '12345678' })).toBeNull();
  });

  it('falls back to the dialing code for a country the library does not know', () => {
    const phone = { countryCode: 'XX', countryDialingCode: '84', mobileNum: '0987650001' };
    expect(checkedPhoneNumber(phone)?.mobileNum).toBe('987650001');
  });

  it('refuses a number without a country', () => {
    expect(
      checkedPhoneNumber({ countryCode: '', countryDialingCode: '', mobileNum: '987650001' }),
    ).toBeNull();
  });
});
