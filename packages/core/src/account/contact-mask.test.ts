import { describe, expect, it } from 'vitest';
import { maskEmail, maskMobile } from './contact-mask.js';

describe('maskMobile', () => {
  it('shows the dialing code, two leading and four trailing digits', () => {
    expect(maskMobile('+84', '987650001')).toBe('+84 98•••0001');
    expect(maskMobile('886', '912345678')).toBe('+886 91•••5678');
  });

  it('hides more of a short number', () => {
    expect(maskMobile('+84', '123456')).toBe('+84 1•••56');
  });
});

describe('maskEmail', () => {
  it('shows two leading characters of the name and the whole domain', () => {
    expect(maskEmail('an.nguyen@mail.com')).toBe('an•••@mail.com');
    expect(maskEmail(' one@example.com ')).toBe('on•••@example.com');
  });

  it('shows one character of a short name and nothing of a malformed address', () => {
    expect(maskEmail('ab@mail.com')).toBe('a•••@mail.com');
    expect(maskEmail('no-at-sign')).toBe('•••');
  });
});
