import { describe, expect, it } from 'vitest';
import { REGISTER_FIELDS } from './constants.js';
import { registerFieldRules } from './register-field-rules.js';
import type { RegisterFormFile } from './types.js';

const form: RegisterFormFile = {
  schema: {
    type: 'object',
    required: ['username', 'email'],
    properties: {
      username: {
        type: 'string',
        minLength: 6,
        maxLength: 16,
        pattern: '^[A-Za-z][A-Za-z0-9]*$',
        'x-patternId': 'letterStartAlphanumeric',
      },
      email: { type: 'string', pattern: '^x$', 'x-patternId': 'email' },
      payeeName: { type: 'string' },
      mobileNum: false,
    },
  },
  uiSchema: {},
  mobile: { enabled: false, verification: true },
};

describe('registerFieldRules', () => {
  it('turns each schema property into the rule the register form enforces', () => {
    const { fields } = registerFieldRules(form);
    expect(fields.username).toEqual({
      enabled: true,
      required: true,
      acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
      patternId: 'letterStartAlphanumeric',
      minLength: 6,
      maxLength: 16,
    });
    expect(fields.email).toMatchObject({
      enabled: true,
      required: true,
      patternId: 'email',
      minLength: null,
      maxLength: null,
    });
  });

  it("uses '*' for a field without pattern and null for missing bounds", () => {
    expect(registerFieldRules(form).fields.payeeName).toEqual({
      enabled: true,
      required: false,
      acceptedPattern: '*',
      patternId: '*',
      minLength: null,
      maxLength: null,
    });
  });

  it('lists fields switched off with false, and fields the form never mentions, as disabled', () => {
    const { fields } = registerFieldRules(form);
    const disabled = {
      enabled: false,
      required: false,
      acceptedPattern: '*',
      patternId: '*',
      minLength: null,
      maxLength: null,
    };
    expect(fields.mobileNum).toEqual(disabled);
    expect(fields.wechat).toEqual(disabled);
    expect(Object.keys(fields).sort()).toEqual([...REGISTER_FIELDS].sort());
  });

  it('passes the mobile tab flags through', () => {
    expect(registerFieldRules(form).mobile).toEqual({ enabled: false, verification: true });
  });
});
