import { describe, expect, it } from 'vitest';
import { formatAmount } from './format-amount.js';

describe('formatAmount', () => {
  it('shows VND in thousands with a K, in the interface language', () => {
    expect(formatAmount(1250500, { currency: 'VND', language: 'EN' })).toBe('₫1,250.5K');
    expect(formatAmount(1250500, { currency: 'VND', language: 'VI' })).toBe('1.250,5K\u00a0₫');
    expect(formatAmount(50000, { currency: 'VND', language: 'EN' })).toBe('₫50K');
  });

  it('does not divide again what the backend already gives in thousands', () => {
    expect(formatAmount(1250.5, { currency: 'KVND', language: 'EN' })).toBe('₫1,250.5K');
  });

  it('shows other currencies whole, with cents when there are any', () => {
    expect(formatAmount(1234.5, { currency: 'USD', language: 'EN' })).toBe('$1,234.5');
    expect(formatAmount(-20, { currency: 'USD', language: 'EN' })).toBe('-$20');
    expect(formatAmount(1000, { currency: 'CNY', language: 'CN' })).toBe('¥1,000');
  });

  it('shows the number alone when the currency is unknown', () => {
    expect(formatAmount(1234567, { currency: '', language: 'EN' })).toBe('1,234,567');
    expect(formatAmount(99, { currency: 'ZZZZ', language: 'EN' })).toBe('99');
  });
});
