import type { RuleBreak } from '@wl/tenant-config';
import { isApiError } from '../api/api-error.js';
import type { TranslateWith } from '../i18n/field-rule-message.js';
import { ruleBreakMessage, type StatedRule } from './stated-rule.js';

/** The backend's words for a new password that breaks the password rule, by broken part. */
const PASSWORD_WORDS: Readonly<Record<string, RuleBreak>> = {
  password_too_short: 'tooShort',
  password_too_long: 'tooLong',
  password_characters_invalid: 'characters',
};

function bound(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

/** The rule a refusal's value states (its bounds and pattern kind), over the rule the form knew. */
function refusedRule(value: unknown, known: StatedRule): StatedRule {
  if (value === null || typeof value !== 'object') return known;
  const given = value as Record<string, unknown>;
  return {
    ...known,
    minLength: 'minLength' in given ? bound(given.minLength) : known.minLength,
    maxLength: 'maxLength' in given ? bound(given.maxLength) : known.maxLength,
    patternId: typeof given.patternId === 'string' ? given.patternId : known.patternId,
  };
}

function isRuleBreak(value: unknown): value is RuleBreak {
  return value === 'tooShort' || value === 'tooLong' || value === 'characters';
}

/**
 * The message naming the broken part of a rule the backend refused: a new password
 * (`password_too_short`, `password_too_long`, `password_characters_invalid`) or a holder name
 * (`holder_name_invalid`, the part in `value.rule`), with the bounds the refusal gives; null for
 * any other failure. docs/product/accounts.md#stated-rules
 */
export function ruleRefusalMessage(
  error: unknown,
  t: TranslateWith,
  known: StatedRule,
): string | null {
  if (!isApiError(error) || error.serverMessage !== null) return null;
  const word = error.message;
  const broken =
    PASSWORD_WORDS[word] ??
    (word === 'holder_name_invalid' && isRuleBreak((error.value as { rule?: unknown })?.rule)
      ? (error.value as { rule: RuleBreak }).rule
      : undefined);
  return broken === undefined ? null : ruleBreakMessage(t, broken, refusedRule(error.value, known));
}
