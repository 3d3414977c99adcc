import { errorMessage, isApiError, type Translate } from '@wl/core';

/** The refusals of the security and feedback calls, by the backend's word. */
const RECORDS_ERROR_KEYS: Readonly<Record<string, string>> = {
  payment_password_incorrect: 'records.errors.paymentPasswordIncorrect',
  payment_password_format_incorrect: 'records.errors.paymentPasswordFormat',
  payment_password_required: 'records.errors.paymentPasswordRequired',
  payment_password_not_used: 'records.errors.paymentPasswordNotUsed',
  bank_card_number_invalid: 'records.errors.cardNumberInvalid',
  bank_card_duplicate: 'records.errors.cardDuplicate',
  bank_card_limit_reached: 'records.errors.cardLimit',
  feedback_too_frequent: 'records.errors.feedbackTooFrequent',
};

/** The translated text of a failed call of these pages. */
export function recordsErrorText(error: unknown, t: Translate): string {
  const key = isApiError(error) ? RECORDS_ERROR_KEYS[error.message] : undefined;
  return key === undefined ? errorMessage(error, t) : t(key);
}
