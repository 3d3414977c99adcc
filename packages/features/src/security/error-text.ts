import { errorMessageBy, type Translate } from '@wl/core';

/** The refusals of the security centre's calls, by the backend's word. */
const SECURITY_ERROR_KEYS: Readonly<Record<string, string>> = {
  payment_password_incorrect: 'security.errors.paymentPasswordIncorrect',
  payment_password_format_incorrect: 'security.errors.paymentPasswordFormat',
  payment_password_required: 'security.errors.paymentPasswordRequired',
  payment_password_not_used: 'security.errors.paymentPasswordNotUsed',
  bank_card_number_invalid: 'security.errors.cardNumberInvalid',
  bank_card_duplicate: 'security.errors.cardDuplicate',
  bank_card_limit_reached: 'security.errors.cardLimit',
  bank_card_not_found: 'security.errors.cardNotFound',
  mobile_num_exists: 'security.errors.mobileExists',
  email_format_incorrect: 'security.errors.emailFormat',
  password_incorrect: 'security.errors.passwordIncorrect',
};

/** The translated text of a failed call of the security centre. */
export const securityErrorText = (error: unknown, t: Translate): string =>
  errorMessageBy(error, t, SECURITY_ERROR_KEYS);
