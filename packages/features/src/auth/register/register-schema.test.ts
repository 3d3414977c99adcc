import { describe, expect, it } from 'vitest';
import { toRegisterRules } from '@wl/core';
import { PATTERN_KINDS, type PatternId, type RegisterFormFile } from '@wl/tenant-config';
import { RegisterValidator } from './register-validator.js';
import { AGE_CONSENT_FIELD, buildRegisterSchema } from './register-schema.js';

const FORM: RegisterFormFile = {
  schema: {
    type: 'object',
    required: ['username', 'password', 'confirmPassword'],
    properties: {
      username: { type: 'string', minLength: 6, maxLength: 16 },
      password: { type: 'string', minLength: 6, maxLength: 20 },
      confirmPassword: { type: 'string' },
      email: { type: 'string', title: 'ignored' },
      birthday: { type: 'string' },
    },
  },
  uiSchema: {
    'ui:order': ['username', 'password', 'confirmPassword', 'birthday', 'email'],
    password: { 'ui:widget': 'password' },
  },
  mobile: { enabled: true, verification: true },
};

/** Values every kind's sample is checked with besides the field under test. */
const VALID = {
  username: 'player01',
  password: 'secret1',
  confirmPassword: 'secret1',
  [AGE_CONSENT_FIELD]: true,
};

/** A value each kind accepts and values it refuses (docs/product/accounts.md#pattern-kinds). */
const SAMPLES: Record<PatternId, { valid: string[]; invalid: string[] }> = {
  '*': { valid: ['any thing! 123', '王 小'], invalid: [] },
  letterStartAlphanumeric: { valid: ['player01'], invalid: ['1player', 'pl@yer'] },
  lettersChinese: { valid: ['Li小明'], invalid: ['Li 小明', 'abc1'] },
  email: { valid: ['a.b+c@mail.example.com'], invalid: ['a@b', 'a b@c.com'] },
  alphanumeric: { valid: ['abc123'], invalid: ['abc-123'] },
  digits: { valid: ['0912345678'], invalid: ['09-123', '+84'] },
  alphanumericUppercase: { valid: ['Player01'], invalid: ['player01'] },
  englishLettersSpaces: { valid: ['John Smith'], invalid: ['John3', 'Nguyễn'] },
  noSpaces: { valid: ['a-b_c!'], invalid: ['a b'] },
  chineseSymbols: { valid: ['王小明·李'], invalid: ['abc', '王 小'] },
  twoLettersSpaces: { valid: ['J D'], invalid: ['a', 'a1'] },
  fullNameSpaces: { valid: ['Nguyễn Văn An'], invalid: ['John', 'John  Smith'] },
  korean: { valid: ['김민준'], invalid: ['Kim', '김 민준'] },
  thai: { valid: ['สมชาย'], invalid: ['Somchai'] },
  thaiEnglishSpaces: { valid: ['สมชาย Lee'], invalid: ['สมชาย1'] },
  uppercaseSpaces: { valid: ['JOHN SMITH'], invalid: ['John Smith', '   '] },
  japanese: { valid: ['山田たろうカタカナ'], invalid: ['Yamada'] },
  strongPassword: { valid: ['Secr3t!pass'], invalid: ['secr3t!pass', 'Secretpass1'] },
  realName: {
    valid: ['Nguyễn Văn An', "O'Brien", '王小明'],
    invalid: ['<img src=x onerror=alert(1)>Tran', 'Tran1', 'Tran & Co'],
  },
};

function fieldErrors(schema: object, values: Record<string, unknown>, field: string): string[] {
  const { errorSchema } = new RegisterValidator().validateFormData(values, schema);
  const entry = (errorSchema as Record<string, { __errors?: string[] } | undefined>)[field];
  return entry?.__errors ?? [];
}

describe('buildRegisterSchema: the server rules as JSON Schema', () => {
  it('covers all 19 pattern kinds', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(PATTERN_KINDS.map((kind) => kind.id).sort());
  });

  for (const kind of PATTERN_KINDS) {
    it(`pattern kind ${kind.id} (wire id ${String(kind.code)}) accepts and refuses its samples`, () => {
      // The register setting as the backend answers it: numeric pattern id, regex source.
      const rules = toRegisterRules({
        payeeName: { acceptedPattern: kind.pattern, patternId: kind.code, maxLength: 40 },
      });
      const { schema } = buildRegisterSchema({
        tab: 'username',
        form: FORM,
        rules,
        mobileVerification: false,
      });
      const samples = SAMPLES[kind.id];
      for (const value of samples.valid) {
        expect(fieldErrors(schema, { ...VALID, payeeName: value }, 'payeeName'), value).toEqual([]);
      }
      for (const value of samples.invalid) {
        expect(fieldErrors(schema, { ...VALID, payeeName: value }, 'payeeName'), value).not.toEqual(
          [],
        );
      }
    });
  }

  it('lets the server decide bounds, required flags and which fields exist', () => {
    const rules = toRegisterRules({
      username: { acceptedPattern: '^[a-z]+$', patternId: 1, minLength: 3, maxLength: 5 },
      email: { enabled: false },
      payeeName: { required: true, acceptedPattern: '*', patternId: 0 },
    });
    const { schema, uiSchema } = buildRegisterSchema({
      tab: 'username',
      form: FORM,
      rules,
      mobileVerification: false,
    });
    expect(schema.properties?.username).toEqual({
      type: 'string',
      minLength: 3,
      maxLength: 5,
      pattern: '^[a-z]+$',
      'x-patternId': 'letterStartAlphanumeric',
    });
    expect(schema.properties).not.toHaveProperty('email');
    expect(schema.properties?.payeeName).toEqual({ type: 'string' });
    expect(schema.required).toEqual([
      'username',
      'password',
      'confirmPassword',
      'payeeName',
      AGE_CONSENT_FIELD,
    ]);
    // The tenant's order first, then fields only the server named, the consent last.
    expect(uiSchema['ui:order']).toEqual([
      'username',
      'password',
      'confirmPassword',
      'birthday',
      'payeeName',
      AGE_CONSENT_FIELD,
    ]);
    expect(uiSchema.password).toEqual({ 'ui:widget': 'password' });
  });

  it("uses the tenant's form while the server's rules are unknown", () => {
    const { schema } = buildRegisterSchema({
      tab: 'username',
      form: FORM,
      rules: undefined,
      mobileVerification: false,
    });
    expect(fieldErrors(schema, { ...VALID, username: 'abc' }, 'username')).not.toEqual([]);
    expect(fieldErrors(schema, VALID, 'username')).toEqual([]);
  });

  it("falls back to the kind's own pattern when the server's cannot be read", () => {
    const rules = toRegisterRules({ payeeName: { acceptedPattern: '([a-z', patternId: 5 } });
    const { schema } = buildRegisterSchema({
      tab: 'username',
      form: FORM,
      rules,
      mobileVerification: false,
    });
    expect(fieldErrors(schema, { ...VALID, payeeName: '123' }, 'payeeName')).toEqual([]);
    expect(fieldErrors(schema, { ...VALID, payeeName: 'abc' }, 'payeeName')).not.toEqual([]);
  });

  it('requires the 18+ consent', () => {
    const { schema } = buildRegisterSchema({
      tab: 'username',
      form: FORM,
      rules: undefined,
      mobileVerification: false,
    });
    expect(
      fieldErrors(schema, { ...VALID, [AGE_CONSENT_FIELD]: false }, AGE_CONSENT_FIELD),
    ).not.toEqual([]);
  });

  it('keeps only the mobile fields on the mobile tab, with the number and its code required', () => {
    const rules = toRegisterRules({
      username: { required: true, minLength: 6, maxLength: 16 },
      email: { required: true },
      affiliateCode: { acceptedPattern: '^[A-Za-z0-9]+$', patternId: 4 },
    });
    const { schema } = buildRegisterSchema({
      tab: 'mobile',
      form: FORM,
      rules,
      mobileVerification: true,
    });
    expect(Object.keys(schema.properties ?? {}).sort()).toEqual(
      [
        'affiliateCode',
        'confirmPassword',
        'mobileNum',
        'password',
        'verificationCode',
        AGE_CONSENT_FIELD,
      ].sort(),
    );
    expect(schema.required).toEqual(
      expect.arrayContaining(['mobileNum', 'verificationCode', 'password', 'confirmPassword']),
    );
    const withoutCode = buildRegisterSchema({
      tab: 'mobile',
      form: FORM,
      rules,
      mobileVerification: false,
    });
    expect(withoutCode.schema.properties).not.toHaveProperty('verificationCode');
  });
});
