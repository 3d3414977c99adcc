import { describe, expect, it } from 'vitest';
import { cardDigits, isCardNumber, isPaymentPassword } from './security-rules.js';

describe('security rules', () => {
  it('takes six digits as a payment password and nothing else', () => {
    expect(isPaymentPassword('123456')).toBe(true);
    expect(isPaymentPassword('12345')).toBe(false);
    expect(isPaymentPassword('1234567')).toBe(false);
    expect(isPaymentPassword('12345a')).toBe(false);
  });

  it('takes 8 to 19 digits as a card number, spaces between groups allowed', () => {
    expect(isCardNumber('9704 3666 1234 5678')).toBe(true);
    expect(cardDigits('9704 3666 1234 5678')).toBe('9704366612345678');
    expect(isCardNumber('1234567')).toBe(false);
    expect(isCardNumber('12345678901234567890')).toBe(false);
    expect(isCardNumber('1234-5678-9012')).toBe(false);
  });
});
