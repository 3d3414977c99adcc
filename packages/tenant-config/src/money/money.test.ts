import { describe, expect, it, vi } from 'vitest';
import {
  fitsPrecision,
  formatMoney,
  minorToDecimal,
  minorUnitsOf,
  parseAmount,
  readBackendCurrency,
  toMinorUnits,
} from './index.js';

const nbsp = '\u00a0';
const wj = '\u2060';

describe('currency facts', () => {
  it('knows each currency’s minor unit', () => {
    expect(minorUnitsOf('VND')).toBe(0);
    expect(minorUnitsOf('USD')).toBe(2);
    expect(readBackendCurrency('kvnd')).toEqual({ code: 'VND', scale: 1000 });
    expect(readBackendCurrency('USD')).toEqual({ code: 'USD', scale: 1 });
  });

  it('makes no number format per amount shown (costly on a phone at start-up)', () => {
    formatMoney(1, { currency: 'THB', language: 'EN' });
    const made = vi.spyOn(Intl, 'NumberFormat');
    try {
      for (let i = 0; i < 50; i += 1) formatMoney(i * 1000, { currency: 'THB', language: 'EN' });
      expect(minorUnitsOf('THB')).toBe(2);
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
});

describe('exact amounts', () => {
  it('converts to and from minor units without drift', () => {
    expect(toMinorUnits(0.1 + 0.2, 2)).toBe(30);
    expect(toMinorUnits('123.455', 2)).toBe(12346);
    expect(toMinorUnits(-1.005, 2)).toBe(-101);
    expect(minorToDecimal(12345, 2)).toBe('123.45');
    expect(minorToDecimal(-5, 2)).toBe('-0.05');
    expect(minorToDecimal(200000, 0)).toBe('200000');
    expect(fitsPrecision(123.45, 2)).toBe(true);
    expect(fitsPrecision(1.234567, 2)).toBe(false);
    expect(fitsPrecision(150000.5, 0)).toBe(false);
  });
});

describe('formatMoney', () => {
  it('shows full amounts with the currency’s decimals, in the page’s language', () => {
    expect(formatMoney(1250500, { currency: 'VND', language: 'EN' })).toBe('₫1,250,500');
    expect(formatMoney(1250500, { currency: 'VND', language: 'VI' })).toBe(`1.250.500${nbsp}₫`);
    expect(formatMoney(1234.5, { currency: 'USD', language: 'EN' })).toBe('$1,234.50');
    expect(formatMoney(0, { currency: 'VND', language: 'VI' })).toBe(`0${nbsp}₫`);
    expect(formatMoney(-20, { currency: 'USD', language: 'EN' })).toBe(`-${wj}$20.00`);
    expect(formatMoney(150, { currency: 'USD', language: 'EN', signed: true })).toBe(
      `+${wj}$150.00`,
    );
  });

  it('keeps an amount on one line: the sign tied to the symbol, no-break spaces', () => {
    const signed = formatMoney(2119000, { currency: 'VND', language: 'EN', signed: true });
    expect(signed).toBe(`+${wj}₫2,119,000`);
    expect(formatMoney(-5, { currency: 'VND', language: 'VI' })).toBe(`-5${nbsp}₫`);
    for (const language of ['VI', 'EN', 'CN', 'TW'] as const) {
      expect(formatMoney(-2119000, { currency: 'VND', language })).not.toMatch(/[ \u202f]/);
    }
  });

  it('shows whole thousands with a K when the tenant asks, and never a fraction of a K', () => {
    const k = { currency: 'VND', language: 'EN', display: 'thousands' } as const;
    expect(formatMoney(2200000, k)).toBe('₫2,200K');
    expect(formatMoney(1, k)).toBe('₫1');
    expect(formatMoney(4355001, k)).toBe('₫4,355,001');
    expect(formatMoney(0, k)).toBe('₫0');
    expect(formatMoney(50000, { ...k, language: 'VI' })).toBe(`50K${nbsp}₫`);
  });

  it('shows the number alone when the currency is unknown', () => {
    expect(formatMoney(1234567, { currency: '', language: 'EN' })).toBe('1,234,567');
    expect(formatMoney(99.5, { currency: 'ZZZZ', language: 'EN' })).toBe('99.5');
    expect(formatMoney(Number.NaN, { currency: 'USD', language: 'EN' })).toBe('—');
  });
});

describe('parseAmount', () => {
  const vnd = (text: string, language: 'VI' | 'EN' = 'VI') =>
    parseAmount(text, { language, minorUnits: 0 });
  const usd = (text: string, language: 'VI' | 'EN' = 'EN') =>
    parseAmount(text, { language, minorUnits: 2 });

  it('reads dong typed the Vietnamese way and the English way', () => {
    expect(vnd('200.000')).toMatchObject({ ok: true, minor: 200000 });
    expect(vnd('200,000')).toMatchObject({ ok: true, minor: 200000 });
    expect(vnd('1.234.567')).toMatchObject({ ok: true, minor: 1234567 });
    expect(vnd('200 000')).toMatchObject({ ok: true, minor: 200000 });
    expect(vnd('2855', 'EN')).toMatchObject({ ok: true, minor: 2855, amount: 2855 });
    expect(vnd('200.000', 'EN')).toMatchObject({ ok: true, minor: 200000 });
  });

  it('refuses fractions of a dong and more decimals than the currency has', () => {
    expect(vnd('150000,5')).toEqual({ ok: false, problem: 'tooManyDecimals' });
    expect(vnd('150000.5', 'EN')).toEqual({ ok: false, problem: 'tooManyDecimals' });
    expect(usd('1.234567')).toEqual({ ok: false, problem: 'tooManyDecimals' });
    expect(vnd('100,50')).toEqual({ ok: false, problem: 'tooManyDecimals' });
  });

  it('reads cents in either language', () => {
    expect(usd('1,234.56')).toMatchObject({ ok: true, minor: 123456, amount: 1234.56 });
    expect(usd('1.234,56', 'VI')).toMatchObject({ ok: true, minor: 123456 });
    expect(usd('12.5')).toMatchObject({ ok: true, minor: 1250 });
    expect(usd('12,50', 'VI')).toMatchObject({ ok: true, minor: 1250 });
    expect(usd('0.10')).toMatchObject({ ok: true, minor: 10 });
  });

  it('says what is wrong with text that is not an amount', () => {
    expect(vnd('')).toEqual({ ok: false, problem: 'empty' });
    expect(vnd('  ')).toEqual({ ok: false, problem: 'empty' });
    expect(vnd('12a')).toEqual({ ok: false, problem: 'invalid' });
    expect(vnd('-5')).toEqual({ ok: false, problem: 'invalid' });
    expect(vnd('1.23.4')).toEqual({ ok: false, problem: 'invalid' });
    expect(usd('1,2,3.4')).toEqual({ ok: false, problem: 'invalid' });
    expect(vnd('99999999999999999999')).toEqual({ ok: false, problem: 'tooLarge' });
  });
});
