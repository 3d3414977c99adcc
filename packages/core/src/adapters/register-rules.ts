import { PATTERN_KINDS } from '@wl/tenant-config';
import type { FieldRuleLike } from '../i18n/field-rule-message.js';
import { asRecord, firstBoolean, firstNumber, firstString, isRecord } from './raw.js';

/** One registration field's rule as the register form uses it (docs/product/accounts.md). */
export interface RegisterFieldRule extends FieldRuleLike {
  enabled: boolean;
  required: boolean;
  /** Regular expression source, or '*' for any. */
  acceptedPattern: string;
  /** The pattern kind's id (keys the translated pattern message); '*' for any. */
  patternId: string;
}

/** Rules by registration field name. */
export type RegisterRules = Record<string, RegisterFieldRule>;

/** The pattern kind's id from a numeric wire id (1, 4, 6, ...) or an older answer's name. */
function patternKindId(raw: unknown): string {
  const code = typeof raw === 'string' && /^[0-9]+$/.test(raw) ? Number(raw) : raw;
  const kind =
    typeof code === 'number'
      ? PATTERN_KINDS.find((k) => k.code === code)
      : PATTERN_KINDS.find((k) => k.id === code);
  return kind?.id ?? '*';
}

function length(value: number | undefined): number | null {
  return value === undefined || value <= 0 ? null : value;
}

/**
 * system.registerSetting. Public clients read value.<field> = { acceptedPattern, minLength,
 * maxLength, patternId } with numeric pattern ids; an older answer nests the fields under
 * value.fields and names the pattern kind. A listed field without enabled is enabled; without
 * required, optional.
 */
export function toRegisterRules(value: unknown): RegisterRules {
  const raw = asRecord(value);
  const fields = isRecord(raw.fields) ? raw.fields : raw;
  const rules: RegisterRules = {};
  for (const [name, entry] of Object.entries(fields)) {
    if (!isRecord(entry)) continue;
    const rule = asRecord(entry);
    rules[name] = {
      enabled: firstBoolean(rule, 'enabled') ?? true,
      required: firstBoolean(rule, 'required') ?? false,
      acceptedPattern: firstString(rule, 'acceptedPattern') || '*',
      patternId: patternKindId(rule.patternId),
      minLength: length(firstNumber(rule, 'minLength')),
      maxLength: length(firstNumber(rule, 'maxLength')),
    };
  }
  return rules;
}
