import type { FormValidation, UiSchema } from '@rjsf/utils';
import type { TranslateWith } from '@wl/core';
import { isPlainObject } from '@wl/tenant-config';
import { ageOn, isDateFormat, parseDate, type DateFormat } from './birthday.js';

/** What the register form holds: field name → typed value (the consent box is a boolean). */
export type RegisterValues = Record<string, string | boolean | undefined>;

/** The age the birthday check asks for. */
export const MINIMUM_AGE = 21;

export interface BirthdayOptions {
  format: DateFormat;
  /** Whether the visitor must be at least MINIMUM_AGE years old. */
  checkAge: boolean;
}

/** The birthday field's options from the tenant's UI schema (`ui:options`: dateFormat, checkAge21). */
export function birthdayOptions(uiSchema: UiSchema): BirthdayOptions {
  const fieldUi: Record<string, unknown> = isPlainObject(uiSchema.birthday)
    ? uiSchema.birthday
    : {};
  const options: Record<string, unknown> = isPlainObject(fieldUi['ui:options'])
    ? fieldUi['ui:options']
    : {};
  return {
    format: isDateFormat(options.dateFormat) ? options.dateFormat : 'yyyy-MM-dd',
    checkAge: options.checkAge21 === true,
  };
}

function text(value: string | boolean | undefined): string {
  return typeof value === 'string' ? value : '';
}

/**
 * The checks no schema keyword states (docs/product/accounts.md#field-rules): the confirmation
 * equals the password, and a birthday is a real date in the tenant's format, at least 21 years
 * ago when the tenant asks for the age check.
 */
export function registerChecks(t: TranslateWith, uiSchema: UiSchema, today: () => Date) {
  const birthday = birthdayOptions(uiSchema);
  return (values: unknown, errors: FormValidation): FormValidation => {
    const form: RegisterValues = isPlainObject(values) ? (values as RegisterValues) : {};
    const confirm = text(form.confirmPassword);
    if (confirm !== '' && confirm !== text(form.password)) {
      errors.confirmPassword?.addError(t('validation.confirmPassword', {}));
    }
    const typed = text(form.birthday);
    if (typed !== '') {
      const date = parseDate(typed, birthday.format);
      if (!date) {
        errors.birthday?.addError(t('register.dateFormat', { format: birthday.format }));
      } else if (birthday.checkAge && ageOn(date, today()) < MINIMUM_AGE) {
        errors.birthday?.addError(t('validation.age21', {}));
      }
    }
    return errors;
  };
}
