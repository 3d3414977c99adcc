import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { ruleBreakMessage, type StatedRule, type TranslateWith } from '@wl/core';
import type { RuleBreak } from '@wl/tenant-config';
import { AGE_CONSENT_FIELD, propertyRule } from './register-schema.js';

/** The part of its rule each schema keyword stands for. */
const KEYWORD_BREAKS: Readonly<Record<string, RuleBreak>> = {
  minLength: 'tooShort',
  maxLength: 'tooLong',
  pattern: 'characters',
};

/** Which of a field's errors is shown: an empty field first, then length, then characters. */
const PRIORITY = ['required', 'minLength', 'maxLength', 'pattern'];

function fieldName(error: RJSFValidationError): string {
  return (error.property ?? '').replace(/^\./, '');
}

function rank(error: RJSFValidationError): number {
  const at = PRIORITY.indexOf(error.name ?? '');
  return at === -1 ? PRIORITY.length : at;
}

/** The translated message of one schema error of a register field. */
function messageOf(t: TranslateWith, rule: StatedRule, error: RJSFValidationError): string {
  if (fieldName(error) === AGE_CONSENT_FIELD) return t('register.errors.ageConsentRequired', {});
  if (error.name === 'required') return t('validation.required', {});
  const broken = KEYWORD_BREAKS[error.name ?? ''];
  if (broken !== undefined) return ruleBreakMessage(t, broken, rule);
  return t('validation.formatIncorrect', {});
}

/**
 * Turns the validator's errors into the register form's translated messages
 * (docs/product/accounts.md#validation-messages): an empty required field says so; a value that
 * breaks its rule is told which part (too short, too long, characters the rule does not take),
 * the rule itself being stated under the field; the consent box its own sentence. One message
 * per field.
 */
export function registerErrorTransformer(
  t: TranslateWith,
  schema: RJSFSchema,
): (errors: RJSFValidationError[]) => RJSFValidationError[] {
  return (errors) => {
    const first = new Map<string, RJSFValidationError>();
    for (const error of errors) {
      const name = fieldName(error);
      const shown = first.get(name);
      if (shown === undefined || rank(error) < rank(shown)) first.set(name, error);
    }
    return [...first.entries()].map(([name, error]) => {
      const message = messageOf(t, propertyRule(schema, name), error);
      return { ...error, message, stack: message };
    });
  };
}
