import { describe, expect, it } from 'vitest';
import { bundledDictionary } from '../testing/bundled-dictionaries.js';
import { testTenant } from '../testing/test-tenant.js';
import { fieldRuleMessage } from './field-rule-message.js';
import { initI18n } from './init-i18n.js';

async function translator(lng: 'EN' | 'CN') {
  localStorage.setItem('hisLang', lng);
  const i18n = await initI18n(testTenant(), {
    resources: { EN: bundledDictionary('EN'), CN: bundledDictionary('CN') },
  });
  return (key: string, options: Record<string, unknown>) => i18n.t(key, options);
}

describe('fieldRuleMessage', () => {
  it('puts the bounds and the pattern description together', async () => {
    const t = await translator('EN');
    expect(fieldRuleMessage(t, { patternId: 'digits', minLength: 6, maxLength: 12 })).toBe(
      'Please enter 6 - 12 characters. Digits only',
    );
  });

  it('shows one number when min and max are equal, and the password wording for passwords', async () => {
    const t = await translator('EN');
    expect(
      fieldRuleMessage(t, { patternId: '*', minLength: 8, maxLength: 8 }, { password: true }),
    ).toBe('Please fill in your password with 8 characters');
  });

  it('works without bounds and in Chinese', async () => {
    const t = await translator('CN');
    expect(fieldRuleMessage(t, { patternId: 'email', minLength: null, maxLength: null })).toBe(
      '请输入有效的邮箱地址',
    );
    expect(fieldRuleMessage(t, { patternId: '*', minLength: null, maxLength: 20 })).toBe(
      '最多可输入 20 个字符',
    );
    expect(
      fieldRuleMessage(t, { patternId: 'unknownKind', minLength: null, maxLength: null }),
    ).toBe('格式不正确');
  });
});
