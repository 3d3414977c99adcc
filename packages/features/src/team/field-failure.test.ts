import { describe, expect, it } from 'vitest';
import { fieldFailureText } from './field-failure.js';

const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(options)}` : key;

describe('fieldFailureText', () => {
  it('turns a refused registration field into the translated rule with its bounds', () => {
    expect(
      fieldFailureText({ field: 'username', rule: 'length', minLength: 6, maxLength: 12 }, t),
    ).toEqual({ field: 'username', text: 'validation.lengthRange {"min":6,"max":12}' });
    expect(
      fieldFailureText({ field: 'password', rule: 'length', minLength: 8, maxLength: 8 }, t),
    ).toEqual({ field: 'password', text: 'validation.lengthExact {"min":8,"max":8}' });
    expect(
      fieldFailureText({ field: 'username', rule: 'pattern', minLength: null, maxLength: null }, t),
    ).toEqual({ field: 'username', text: 'validation.formatIncorrect' });
  });

  it('ignores an answer that names no field', () => {
    expect(fieldFailureText(null, t)).toBeNull();
    expect(fieldFailureText({ captcha: true }, t)).toBeNull();
  });
});
