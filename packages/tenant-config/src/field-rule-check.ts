/**
 * What a typed value breaks of its field's rule (docs/product/accounts.md#stated-rules): the one
 * check the site makes before sending and the mock makes on arrival, so both name the same part.
 */

import { PATTERN_KINDS, type PatternId } from './pattern-kinds.js';

/** The part of a rule a value breaks: too few characters, too many, or a character it refuses. */
export type RuleBreak = 'tooShort' | 'tooLong' | 'characters';

/** The parts of a field rule a value is checked against. */
export interface CheckedRule {
  /** Regular expression source, or '*' for any characters. */
  acceptedPattern: string;
  minLength: number | null;
  maxLength: number | null;
}

/**
 * The rule of a real name where no register setting states one (a bank-card holder): 2 to 50
 * characters of the `realName` kind. A tenant's register form gives the payee name the same rule.
 */
export const REAL_NAME_RULE = {
  acceptedPattern: PATTERN_KINDS.find((kind) => kind.id === 'realName')?.pattern ?? '*',
  patternId: 'realName',
  minLength: 2,
  maxLength: 50,
} as const satisfies CheckedRule & { patternId: PatternId };

/** The rule of a payment password: exactly six digits. docs/product/member.md#payment-password */
export const PAYMENT_PASSWORD_RULE = {
  acceptedPattern: '^[0-9]+$',
  patternId: 'digits',
  minLength: 6,
  maxLength: 6,
} as const satisfies CheckedRule & { patternId: PatternId };

function matches(pattern: string, value: string): boolean {
  if (pattern === '*') return true;
  try {
    return new RegExp(pattern).test(value);
  } catch {
    return true;
  }
}

/**
 * The first part of `rule` that `value` breaks, length first (counted in characters, not UTF-16
 * units); null when it keeps the rule. An empty value is left to the required check.
 */
export function ruleBreak(rule: CheckedRule, value: string): RuleBreak | null {
  if (value === '') return null;
  const length = [...value].length;
  if (rule.minLength !== null && length < rule.minLength) return 'tooShort';
  if (rule.maxLength !== null && length > rule.maxLength) return 'tooLong';
  return matches(rule.acceptedPattern, value) ? null : 'characters';
}
