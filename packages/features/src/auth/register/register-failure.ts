import { ApiError, errorMessage, type Translate } from '@wl/core';

/** Refusals that belong to one field: shown under it. */
const FIELD_WORDS: Readonly<Record<string, { field: string; key: string }>> = {
  username_exists: { field: 'username', key: 'register.errors.usernameExists' },
  mobile_num_exists: { field: 'mobileNum', key: 'register.errors.mobileExists' },
  mobile_num_invalid: { field: 'mobileNum', key: 'validation.mobile' },
  passwords_differ: { field: 'confirmPassword', key: 'validation.confirmPassword' },
  verification_code_invalid: { field: 'verificationCode', key: 'validation.verificationCode' },
  verification_code_expired: { field: 'verificationCode', key: 'errors.phoneAuth.codeExpired' },
  captcha_incorrect: { field: 'captcha', key: 'errors.phoneAuth.invalidCaptcha' },
};

/** Refusals of the whole form the shared catalogue does not word. */
const FORM_WORDS: Readonly<Record<string, string>> = {
  register_field_invalid: 'register.errors.fieldInvalid',
  captcha_required: 'register.errors.captchaRequired',
};

export interface RegisterFailure {
  /** The field the refusal is about, or null for the whole form. */
  field: string | null;
  message: string;
}

/** What to tell the visitor when the backend refuses a registration. */
export function registerFailure(error: unknown, t: Translate): RegisterFailure {
  const word = error instanceof ApiError && error.kind === 'server' ? error.message : '';
  const onField = FIELD_WORDS[word];
  if (onField) return { field: onField.field, message: t(onField.key) };
  const formKey = FORM_WORDS[word];
  return { field: null, message: formKey ? t(formKey) : errorMessage(error, t) };
}

/** Whether the refusal is the backend's word for an unknown affiliate code. */
export function isInvalidAffiliate(error: unknown): boolean {
  return error instanceof ApiError && error.message === 'affiliate_code_invalid';
}
