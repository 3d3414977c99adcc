import type { UiSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { initI18n, toRegisterRules } from '@wl/core';
import { bundledDictionary, testTenant } from '@wl/core/testing';
import type { RegisterFormFile } from '@wl/tenant-config';
import { registerChecks } from './register-checks.js';
import { registerErrorTransformer } from './register-errors.js';
import { RegisterValidator } from './register-validator.js';
import { AGE_CONSENT_FIELD, buildRegisterSchema, withRuleHints } from './register-schema.js';

const FORM: RegisterFormFile = {
  schema: {
    type: 'object',
    required: ['username', 'password', 'confirmPassword'],
    properties: { username: {}, password: {}, confirmPassword: {}, birthday: {} },
  },
  uiSchema: { birthday: { 'ui:options': { dateFormat: 'MM-dd-yyyy', checkAge21: true } } },
  mobile: { enabled: false, verification: false },
};

async function translator() {
  localStorage.setItem('hisLang', 'EN');
  const i18n = await initI18n(testTenant(), {
    resources: {
      EN: {
        ...bundledDictionary('EN'),
        register: {
          dateFormat: 'Please enter the date as {{format}}',
          errors: { ageConsentRequired: 'Please confirm you are 18 or over and accept the rules' },
        },
      },
    },
  });
  return (key: string, options: Record<string, unknown>) => i18n.t(key, options);
}

async function messages(values: Record<string, unknown>, uiSchema: UiSchema = FORM.uiSchema) {
  const t = await translator();
  const rules = toRegisterRules({
    username: {
      acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
      patternId: 1,
      minLength: 6,
      maxLength: 16,
    },
    password: { acceptedPattern: '*', patternId: 0, minLength: 8, maxLength: 8 },
    payeeName: { acceptedPattern: '^[A-Za-z ]+$', patternId: 7, maxLength: 30 },
  });
  const { schema } = buildRegisterSchema({
    tab: 'username',
    form: { ...FORM, uiSchema },
    rules,
    mobileVerification: false,
  });
  const today = () => new Date(2026, 10, 23);
  const { errorSchema } = new RegisterValidator().validateFormData(
    { [AGE_CONSENT_FIELD]: true, ...values },
    schema,
    registerChecks(t, uiSchema, today),
    registerErrorTransformer(t, schema),
    uiSchema,
  );
  return Object.fromEntries(
    Object.entries(errorSchema as Record<string, { __errors?: string[] }>)
      .map(([name, entry]): [string, string[]] => [name, entry.__errors ?? []])
      .filter(([, list]) => list.length > 0),
  );
}

const FILLED = { username: 'player01', password: 'secret12', confirmPassword: 'secret12' };

describe('register field messages', () => {
  it('names the part of the rule a value breaks: too short, or characters it does not take', async () => {
    expect((await messages({ ...FILLED, username: 'ab' })).username).toEqual([
      'Too short: use at least 6 characters',
    ]);
    expect((await messages({ ...FILLED, username: '1player' })).username).toEqual([
      'Characters not allowed here. Starts with a letter; letters and digits only',
    ]);
    expect((await messages({ ...FILLED, username: '1a' })).username).toEqual([
      'Too short: use at least 6 characters',
    ]);
  });

  it('says a password of a fixed length needs exactly that many characters', async () => {
    expect(
      (await messages({ ...FILLED, password: 'short', confirmPassword: 'short' })).password,
    ).toEqual(['Use exactly 8 characters']);
    expect(
      (await messages({ ...FILLED, password: 'a'.repeat(300), confirmPassword: 'a'.repeat(300) }))
        .password,
    ).toEqual(['Use exactly 8 characters']);
  });

  it('names the characters a name field takes', async () => {
    expect((await messages({ ...FILLED, payeeName: 'John3' })).payeeName).toEqual([
      'Characters not allowed here. English letters and spaces only',
    ]);
    expect((await messages({ ...FILLED, payeeName: 'J'.repeat(31) })).payeeName).toEqual([
      'Too long: use at most 30 characters',
    ]);
  });

  it('states the rule of each password and name field before anything is typed', async () => {
    const t = await translator();
    const rules = toRegisterRules({
      username: {
        acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
        patternId: 1,
        minLength: 6,
        maxLength: 16,
      },
      password: { acceptedPattern: '*', patternId: 0, minLength: 6, maxLength: 20 },
    });
    const { uiSchema } = withRuleHints(
      buildRegisterSchema({ tab: 'username', form: FORM, rules, mobileVerification: false }),
      t,
    );
    expect(uiSchema.username).toMatchObject({
      'ui:help': '6–16 characters. Starts with a letter; letters and digits only',
    });
    expect(uiSchema.password).toMatchObject({
      'ui:help': '6–20 characters. Any letters, digits and symbols',
    });
    expect(uiSchema.birthday?.['ui:help']).toBeUndefined();
  });

  it('says an empty required field cannot be empty, and asks for the consent', async () => {
    const result = await messages({ password: 'secret12', [AGE_CONSENT_FIELD]: false });
    expect(result.username).toEqual(['Input cannot be empty']);
    expect(result[AGE_CONSENT_FIELD]).toEqual([
      'Please confirm you are 18 or over and accept the rules',
    ]);
  });

  it('checks the confirmation against the password', async () => {
    expect((await messages({ ...FILLED, confirmPassword: 'secret13' })).confirmPassword).toEqual([
      'Confirmation password is not correct',
    ]);
  });

  it("checks the birthday's format and the 21-year age", async () => {
    expect((await messages({ ...FILLED, birthday: '2000-01-31' })).birthday).toEqual([
      'Please enter the date as MM-dd-yyyy',
    ]);
    expect((await messages({ ...FILLED, birthday: '02-30-2000' })).birthday).toEqual([
      'Please enter the date as MM-dd-yyyy',
    ]);
    expect((await messages({ ...FILLED, birthday: '11-24-2005' })).birthday).toEqual([
      'Please confirm you are 21 years old',
    ]);
    expect((await messages({ ...FILLED, birthday: '11-23-2005' })).birthday).toBeUndefined();
    const isoForm = { birthday: { 'ui:options': { dateFormat: 'yyyy-MM-dd' } } };
    expect(
      (await messages({ ...FILLED, birthday: '2020-01-31' }, isoForm)).birthday,
    ).toBeUndefined();
  });
});
