import { describe, expect, it } from 'vitest';
import { REAL_NAME_RULE, ruleBreak } from './field-rule-check.js';

const PASSWORD = { acceptedPattern: '^[A-Za-z0-9]+$', minLength: 6, maxLength: 20 };

describe('ruleBreak', () => {
  it('names the part a password breaks: too short, too long, a refused character', () => {
    expect(ruleBreak(PASSWORD, 'a')).toBe('tooShort');
    expect(ruleBreak(PASSWORD, 'a'.repeat(300))).toBe('tooLong');
    expect(ruleBreak(PASSWORD, 'abc def1')).toBe('characters');
    expect(ruleBreak(PASSWORD, 'abcdef12')).toBeNull();
  });

  it('checks the length before the characters and counts characters, not code units', () => {
    expect(ruleBreak(PASSWORD, '!')).toBe('tooShort');
    expect(ruleBreak({ acceptedPattern: '*', minLength: 2, maxLength: 2 }, '𠀀𠀀')).toBeNull();
  });

  it('leaves an empty value to the required check and accepts anything under "*"', () => {
    expect(ruleBreak(PASSWORD, '')).toBeNull();
    expect(ruleBreak({ acceptedPattern: '*', minLength: null, maxLength: null }, '<b>')).toBeNull();
  });

  it('refuses markup and digits in a real name and accepts names of every language', () => {
    expect(ruleBreak(REAL_NAME_RULE, '<img src=x onerror=alert(1)>Tran')).toBe('characters');
    expect(ruleBreak(REAL_NAME_RULE, 'Tran 2')).toBe('characters');
    expect(ruleBreak(REAL_NAME_RULE, 'T')).toBe('tooShort');
    expect(ruleBreak(REAL_NAME_RULE, 'A'.repeat(51))).toBe('tooLong');
    for (const name of ['Nguyễn Thị Hồng', '陳大文', 'Mary-Jane O’Neil'])
      expect(ruleBreak(REAL_NAME_RULE, name)).toBeNull();
  });
});
