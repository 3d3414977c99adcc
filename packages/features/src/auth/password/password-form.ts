import type { Translate } from '@wl/core';
import type { FieldErrors } from '@wl/widgets/forms';

/**
 * The checks every new-password form makes before sending (docs/product/accounts.md#change-password):
 * each named field is filled and the confirmation equals the new password.
 */
export function newPasswordErrors<Field extends string>(
  values: Record<Field, string>,
  required: readonly Field[],
  pair: { password: Field; confirm: Field },
  t: Translate,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of required)
    if (values[field].trim() === '') errors[field] = t('validation.required');
  if (errors[pair.confirm] === undefined && values[pair.confirm] !== values[pair.password]) {
    errors[pair.confirm] = t('validation.confirmPassword');
  }
  return errors;
}
