import { describe, expect, it } from 'vitest';
import { normalizeMobile } from './mobile-number.js';

describe('normalizeMobile', () => {
  it('gives every spelling of a number the same E.164 form', () => {
    const spellings = [
      ['84', '912000111'],
      ['+84', '0912000111'],
      ['84', '00912000111'],
      ['84', '+84912000111'],
      ['+84', '0084912000111'],
      ['84', '091 200-0111'],
      ['84', '(091) 200.0111'],
    ] as const;
    for (const [dialing, number] of spellings) {
      expect(normalizeMobile(dialing, number)).toEqual({
        countryDialingCode: '+84',
        mobileNum: '912000111',
        e164: '+84912000111',
      });
    }
  });

  it('keeps numbers of different countries apart', () => {
    expect(normalizeMobile('886', '0987650002')?.e164).toBe('+886987650002');
    expect(normalizeMobile('84', '0987650002')?.e164).toBe('+84987650002');
  });

  it('refuses a number that cannot be one of the dialing code', () => {
    expect(normalizeMobile('84', '+886987650002')).toBeNull();
    expect(normalizeMobile('84', '98765')).toBeNull();
    expect(normalizeMobile('84', '0000000')).toBeNull();
    expect(normalizeMobile('84', '98765x001')).toBeNull();
    expect(normalizeMobile('abc', '987650001')).toBeNull();
  });
});
