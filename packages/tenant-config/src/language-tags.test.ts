import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from './constants.js';
import { htmlLangOf, textDirectionOf } from './language-tags.js';

describe('language tags', () => {
  it('gives each product language its BCP 47 tag', () => {
    expect(htmlLangOf('VI')).toBe('vi');
    expect(htmlLangOf('CN')).toBe('zh-CN');
    expect(htmlLangOf('TW')).toBe('zh-TW');
    expect(htmlLangOf('MY')).toBe('my');
    expect(htmlLangOf('MS')).toBe('ms');
  });

  it('reads TY as Tagalog (fil), not as the ISO 639-1 code ty (Tahitian)', () => {
    expect(htmlLangOf('TY')).toBe('fil');
  });

  it('gives every language code a distinct tag in the canonical form Intl uses', () => {
    const tags = LANGUAGE_CODES.map(htmlLangOf);
    expect(new Set(tags).size).toBe(LANGUAGE_CODES.length);
    for (const tag of tags) expect(Intl.getCanonicalLocales(tag)).toEqual([tag]);
  });

  it('writes Arabic, Persian, Hebrew and Urdu right to left', () => {
    expect(LANGUAGE_CODES.filter((code) => textDirectionOf(code) === 'rtl')).toEqual([
      'UR',
      'AR',
      'FA',
      'HE',
    ]);
  });
});
