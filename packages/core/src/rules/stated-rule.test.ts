import { describe, expect, it } from 'vitest';
import { PAYMENT_PASSWORD_RULE, REAL_NAME_RULE } from '@wl/tenant-config';
import { ApiError } from '../api/api-error.js';
import { initI18n } from '../i18n/init-i18n.js';
import { bundledDictionary } from '../testing/bundled-dictionaries.js';
import { testTenant } from '../testing/test-tenant.js';
import { ruleRefusalMessage } from './rule-refusal.js';
import { ruleHint, ruleMessage } from './stated-rule.js';

async function translator(lng: 'EN' | 'VI' | 'CN' | 'TW' = 'EN') {
  localStorage.setItem('hisLang', lng);
  const i18n = await initI18n(testTenant(), { resources: { [lng]: bundledDictionary(lng) } });
  return (key: string, options: Record<string, unknown> = {}) => i18n.t(key, options);
}

const USERNAME = {
  acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
  patternId: 'letterStartAlphanumeric',
  minLength: 6,
  maxLength: 12,
};
const PASSWORD = { acceptedPattern: '*', patternId: '*', minLength: 6, maxLength: 20 };

function refusal(message: string, value: unknown): ApiError {
  return new ApiError({
    kind: 'server',
    endpoint: 'member.changePassword',
    i18nKey: 'errors.system',
    message,
    value,
  });
}

describe('stated rules', () => {
  it('states the length and the characters before anything is typed', async () => {
    const t = await translator();
    expect(ruleHint(t, PASSWORD)).toBe('6–20 characters. Any letters, digits and symbols');
    expect(ruleHint(t, USERNAME)).toBe(
      '6–12 characters. Starts with a letter; letters and digits only',
    );
    expect(ruleHint(t, PAYMENT_PASSWORD_RULE)).toBe('Exactly 6 characters. Digits only');
  });

  it('names the broken part of a typed value, and nothing for a value that keeps the rule', async () => {
    const t = await translator();
    expect(ruleMessage(t, PASSWORD, 'a')).toBe('Too short: use at least 6 characters');
    expect(ruleMessage(t, PASSWORD, 'a'.repeat(300))).toBe('Too long: use at most 20 characters');
    expect(ruleMessage(t, USERNAME, '1abcdef')).toBe(
      'Characters not allowed here. Starts with a letter; letters and digits only',
    );
    expect(ruleMessage(t, PAYMENT_PASSWORD_RULE, '123')).toBe('Use exactly 6 characters');
    expect(ruleMessage(t, USERNAME, 'abcdef1')).toBeUndefined();
    expect(ruleMessage(t, PASSWORD, '')).toBeUndefined();
  });

  it('states a real-name rule in every language', async () => {
    for (const lng of ['VI', 'CN', 'TW'] as const) {
      const t = await translator(lng);
      const hint = ruleHint(t, REAL_NAME_RULE);
      expect(hint).not.toMatch(/rule\.|validation\./);
      expect(hint).toContain('50');
    }
    const t = await translator();
    expect(ruleMessage(t, REAL_NAME_RULE, '<img src=x onerror=alert(1)>Tran')).toMatch(
      /^Characters not allowed here\. Letters only/,
    );
  });

  it("says which part of the rule the backend refused, with the refusal's bounds", async () => {
    const t = await translator();
    expect(
      ruleRefusalMessage(
        refusal('password_too_short', { minLength: 8, maxLength: 20, patternId: '*' }),
        t,
        PASSWORD,
      ),
    ).toBe('Too short: use at least 8 characters');
    expect(ruleRefusalMessage(refusal('password_too_long', null), t, PASSWORD)).toBe(
      'Too long: use at most 20 characters',
    );
    expect(
      ruleRefusalMessage(
        refusal('holder_name_invalid', { rule: 'characters', minLength: 2, maxLength: 50 }),
        t,
        REAL_NAME_RULE,
      ),
    ).toMatch(/^Characters not allowed here/);
    expect(ruleRefusalMessage(refusal('old_password_incorrect', null), t, PASSWORD)).toBeNull();
  });
});
