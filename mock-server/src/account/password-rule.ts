import { registerFieldRules, ruleBreak, type TenantConfig } from '@wl/tenant-config';
import { BackendError } from '../backend-error.js';
import { ACCOUNT_MESSAGES } from './account-messages.js';

const BREAK_WORDS = {
  tooShort: ACCOUNT_MESSAGES.passwordTooShort,
  tooLong: ACCOUNT_MESSAGES.passwordTooLong,
  characters: ACCOUNT_MESSAGES.passwordCharactersInvalid,
} as const;

/**
 * A new password (change, reset) must keep the tenant's password rule, the register setting of
 * `password`: a broken rule answers the word of the broken part (`password_too_short`,
 * `password_too_long`, `password_characters_invalid`) with the rule's bounds and pattern kind in
 * the value, so the site can say what to fix. docs/product/accounts.md#stated-rules
 */
export function assertPasswordRule(tenant: TenantConfig, password: string): void {
  const rule = registerFieldRules(tenant.register).fields.password;
  if (!rule?.enabled) return;
  const broken = ruleBreak(rule, password);
  if (broken === null) return;
  throw new BackendError(BREAK_WORDS[broken], {
    value: { minLength: rule.minLength, maxLength: rule.maxLength, patternId: rule.patternId },
  });
}
