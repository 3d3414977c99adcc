import {
  findPatternKind,
  REGISTER_FIELDS,
  ruleBreak,
  type FormFieldRule,
  type FormRegisterRules,
} from '@wl/tenant-config';
import { BackendError } from '../backend-error.js';
import { ACCOUNT_MESSAGES } from './account-messages.js';

/** Fields the generic rule check leaves to their own checks (captcha, SMS code) or that are labels. */
const SPECIAL_FIELDS: ReadonlySet<string> = new Set(['captcha', 'verificationCode', 'verifyPwd']);

export type FieldProblem = 'required' | 'length' | 'pattern';

/**
 * The failure value of `register_field_invalid`: which field, which rule, and the rule's bounds,
 * the pattern kind as its numeric code as system.registerSetting answers it.
 */
export interface FieldFailure {
  field: string;
  rule: FieldProblem;
  patternId: number;
  minLength: number | null;
  maxLength: number | null;
}

function present(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** What is wrong with one value under its rule; null when it passes. */
export function fieldProblem(rule: FormFieldRule, value: unknown): FieldProblem | null {
  if (!present(value)) return rule.enabled && rule.required ? 'required' : null;
  if (!rule.enabled) return null;
  const broken = ruleBreak(rule, value);
  if (broken === null) return null;
  return broken === 'characters' ? 'pattern' : 'length';
}

/**
 * Checks every registration field of `body` against the tenant's rules (system.registerSetting):
 * required fields present, lengths within min/max, values matching the accepted pattern. Fields
 * the form has switched off are ignored. The first failure answers `register_field_invalid`
 * with a `FieldFailure` value so the site can show the pattern message with its bounds.
 */
export function assertRegisterFields(
  setting: FormRegisterRules,
  body: object,
  skip: readonly string[] = [],
): void {
  const values = body as Readonly<Record<string, unknown>>;
  for (const field of REGISTER_FIELDS) {
    if (SPECIAL_FIELDS.has(field) || skip.includes(field)) continue;
    const rule = setting.fields[field];
    if (!rule) continue;
    const problem = fieldProblem(rule, values[field]);
    if (problem) {
      const value: FieldFailure = {
        field,
        rule: problem,
        patternId: findPatternKind(rule.patternId)?.code ?? 0,
        minLength: rule.minLength,
        maxLength: rule.maxLength,
      };
      throw new BackendError(ACCOUNT_MESSAGES.registerFieldInvalid, { value });
    }
  }
}
