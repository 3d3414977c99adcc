import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { fieldRuleMessage, type TranslateWith } from '@wl/core';
import { isPlainObject } from '@wl/tenant-config';
import { AGE_CONSENT_FIELD } from './register-schema.js';

/** Fields whose length message speaks of a password. */
const PASSWORD_FIELDS: ReadonlySet<string> = new Set([
  'password',
  'confirmPassword',
  'paymentPassword',
]);

function fieldName(error: RJSFValidationError): string {
  return (error.property ?? '').replace(/^\./, '');
}

function bound(value: unknown): number | null {
  return typeof value === 'number' ? value : null;
}

/** The translated message of one schema error of a register field. */
function messageOf(t: TranslateWith, schema: RJSFSchema, error: RJSFValidationError): string {
  const name = fieldName(error);
  if (name === AGE_CONSENT_FIELD) return t('validation.age18Agree', {});
  if (error.name === 'required') return t('validation.required', {});
  const properties = isPlainObject(schema.properties) ? schema.properties : {};
  const property: Record<string, unknown> = isPlainObject(properties[name]) ? properties[name] : {};
  const patternId = typeof property['x-patternId'] === 'string' ? property['x-patternId'] : '*';
  return fieldRuleMessage(
    t,
    { patternId, minLength: bound(property.minLength), maxLength: bound(property.maxLength) },
    { password: PASSWORD_FIELDS.has(name) },
  );
}

/**
 * Turns the validator's errors into the register form's translated messages
 * (docs/product/accounts.md#validation-messages): an empty required field says so; a value that
 * breaks its bounds or pattern gets its field's length message with min and max substituted and
 * its pattern's description; the consent box its own sentence. One message per field.
 */
export function registerErrorTransformer(
  t: TranslateWith,
  schema: RJSFSchema,
): (errors: RJSFValidationError[]) => RJSFValidationError[] {
  return (errors) => {
    const seen = new Set<string>();
    const result: RJSFValidationError[] = [];
    for (const error of errors) {
      const name = fieldName(error);
      if (seen.has(name)) continue;
      seen.add(name);
      const message = messageOf(t, schema, error);
      result.push({ ...error, message, stack: message });
    }
    return result;
  };
}
