import { errorMessageBy, type Translate } from '@wl/core';

/** The failure words of the team calls (schemas/api team.json and transfers), by their text key. */
const WORD_KEYS: Readonly<Record<string, string>> = {
  not_upline: 'team.errors.notUpline',
  insufficient_balance: 'team.errors.insufficientBalance',
  transfer_to_self: 'team.errors.transferToSelf',
  username_exists: 'team.errors.usernameExists',
  passwords_differ: 'team.errors.passwordsDiffer',
  forbidden: 'team.errors.forbidden',
  payment_password_incorrect: 'team.errors.paymentPasswordIncorrect',
  payment_password_required: 'team.errors.paymentPasswordRequired',
  too_many_requests: 'team.errors.tooManyRequests',
};

/** The translated text of a failed team call. */
export function teamErrorText(error: unknown, t: Translate): string {
  return errorMessageBy(error, t, WORD_KEYS);
}
