import { PATTERN_IDS, ruleBreak, type CheckedRule, type RuleBreak } from '@wl/tenant-config';
import type { TranslateWith } from '../i18n/field-rule-message.js';

/**
 * A rule a field states to the player (docs/product/accounts.md#stated-rules): its bounds, its
 * pattern and the pattern kind that names its characters.
 */
export interface StatedRule extends CheckedRule {
  /** The pattern kind's id ('*' for any characters); keys the translated description. */
  patternId: string;
}

function lengthText(t: TranslateWith, min: number | null, max: number | null): string | null {
  if (min !== null && max !== null)
    return min === max ? t('rule.lengthExact', { min }) : t('rule.lengthRange', { min, max });
  if (min !== null) return t('rule.lengthMin', { min });
  if (max !== null) return t('rule.lengthMax', { max });
  return null;
}

/** The translated description of the characters a rule accepts. */
function charactersText(t: TranslateWith, patternId: string): string {
  const known = PATTERN_IDS.find((id) => id === patternId);
  return known === undefined || known === '*'
    ? t('rule.anyCharacters', {})
    : t(`validation.pattern.${known}`, {});
}

/**
 * What a field says under it before anything is typed: its length and the characters it takes,
 * e.g. "6–20 characters; letters and digits only".
 */
export function ruleHint(t: TranslateWith, rule: StatedRule): string {
  const length = lengthText(t, rule.minLength, rule.maxLength);
  const characters = charactersText(t, rule.patternId);
  return length === null ? characters : t('rule.hint', { length, characters });
}

/** The message naming the part of its rule a value broke: "At least 6 characters", … */
export function ruleBreakMessage(t: TranslateWith, broken: RuleBreak, rule: StatedRule): string {
  if (broken !== 'characters' && rule.minLength !== null && rule.minLength === rule.maxLength)
    return t('rule.exactly', { min: rule.minLength });
  if (broken === 'tooShort') return t('rule.tooShort', { min: rule.minLength });
  if (broken === 'tooLong') return t('rule.tooLong', { max: rule.maxLength });
  return t('rule.characters', { characters: charactersText(t, rule.patternId) });
}

/** The message for `value` under `rule`: the broken part named, or undefined when it keeps it. */
export function ruleMessage(t: TranslateWith, rule: StatedRule, value: string): string | undefined {
  const broken = ruleBreak(rule, value);
  return broken === null ? undefined : ruleBreakMessage(t, broken, rule);
}
