import {
  accountErrorMessage,
  ruleMessage,
  ruleRefusalMessage,
  type StatedRule,
  type Translate,
  type TranslateWith,
} from '@wl/core';
import type { FieldErrors } from '@wl/widgets/forms';

/**
 * The checks every new-password form makes before sending (docs/product/accounts.md#change-password,
 * docs/product/accounts.md#stated-rules): each named field is filled, the new password keeps the
 * merchant's password rule (the broken part named) and the confirmation equals it.
 */
export function newPasswordErrors<Field extends string>(
  values: Record<Field, string>,
  required: readonly Field[],
  pair: { password: Field; confirm: Field },
  rule: StatedRule,
  t: TranslateWith,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of required)
    if (values[field].trim() === '') errors[field] = t('validation.required', {});
  if (errors[pair.password] === undefined) {
    const broken = ruleMessage(t, rule, values[pair.password]);
    if (broken !== undefined) errors[pair.password] = broken;
  }
  if (errors[pair.confirm] === undefined && values[pair.confirm] !== values[pair.password]) {
    errors[pair.confirm] = t('validation.confirmPassword', {});
  }
  return errors;
}

/**
 * A refused new password: the broken part of the password rule under the new-password field
 * when the backend names it; any other refusal as the form's message.
 */
export function newPasswordRefusal<Field extends string>(
  error: unknown,
  field: Field,
  rule: StatedRule,
  t: TranslateWith & Translate,
): string | FieldErrors<Field> {
  const broken = ruleRefusalMessage(error, t, rule);
  if (broken === null) return accountErrorMessage(error, t);
  const errors: FieldErrors<Field> = {};
  errors[field] = broken;
  return errors;
}
