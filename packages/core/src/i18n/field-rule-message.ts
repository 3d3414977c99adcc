import { PATTERN_IDS, type PatternId } from '@wl/tenant-config';

function describedPattern(id: string): Exclude<PatternId, '*'> | null {
  const known = PATTERN_IDS.find((patternId) => patternId === id);
  return known === undefined || known === '*' ? null : known;
}

/** A `t` function with interpolation values (i18next's and react-i18next's `t` fit). */
export type TranslateWith = (key: string, options: Record<string, unknown>) => string;

/** The parts of a registration field rule (docs/product/accounts.md#field-rules) that shape its message. */
export interface FieldRuleLike {
  patternId: string;
  minLength: number | null;
  maxLength: number | null;
}

function lengthMessage(
  t: TranslateWith,
  min: number | null,
  max: number | null,
  password: boolean,
): string | null {
  const prefix = password ? 'validation.passwordLength' : 'validation.length';
  if (min !== null && max !== null) {
    return min === max ? t(`${prefix}Exact`, { min }) : t(`${prefix}Range`, { min, max });
  }
  if (min !== null) return t('validation.lengthMin', { min });
  if (max !== null) return t('validation.lengthMax', { max });
  return null;
}

/**
 * The message for a field that breaks its rule (docs/product/accounts.md#validation-messages): the length with min and max
 * substituted (one number when they are equal) and the pattern's description by patternId.
 */
export function fieldRuleMessage(
  t: TranslateWith,
  rule: FieldRuleLike,
  options: { password?: boolean } = {},
): string {
  const length = lengthMessage(t, rule.minLength, rule.maxLength, options.password ?? false);
  const patternId = describedPattern(rule.patternId);
  const pattern = patternId === null ? null : t(`validation.pattern.${patternId}`, {});
  if (length !== null && pattern !== null)
    return t('validation.lengthWithPattern', { length, pattern });
  return length ?? pattern ?? t('validation.formatIncorrect', {});
}
