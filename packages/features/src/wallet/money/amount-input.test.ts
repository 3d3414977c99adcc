import { describe, expect, it } from 'vitest';
import { checkAmount } from './amount-input.js';

describe('checkAmount', () => {
  it('reads digits with grouping commas and spaces, and up to two decimals', () => {
    expect(checkAmount('1,250,000')).toEqual({ ok: true, amount: 1250000 });
    expect(checkAmount(' 500 000 ')).toEqual({ ok: true, amount: 500000 });
    expect(checkAmount('12.5')).toEqual({ ok: true, amount: 12.5 });
  });

  it('refuses nothing, words, negative, zero and too many decimals', () => {
    expect(checkAmount('')).toEqual({ ok: false, problem: 'empty' });
    for (const typed of ['abc', '-5', '0', '1.234', '1e6'])
      expect(checkAmount(typed)).toEqual({ ok: false, problem: 'invalid' });
  });

  it('holds the amount to the limits and to the money available', () => {
    const limits = { min: 100, max: 1000, balance: 800 };
    expect(checkAmount('99', limits)).toEqual({ ok: false, problem: 'belowMinimum' });
    expect(checkAmount('1001', limits)).toEqual({ ok: false, problem: 'aboveMaximum' });
    expect(checkAmount('900', limits)).toEqual({ ok: false, problem: 'aboveBalance' });
    expect(checkAmount('800', limits)).toEqual({ ok: true, amount: 800 });
    expect(checkAmount('5000000', { min: 1, max: null })).toEqual({ ok: true, amount: 5000000 });
  });
});
