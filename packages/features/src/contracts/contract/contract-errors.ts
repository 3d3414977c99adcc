import { errorMessageBy, type Translate } from '@wl/core';

/** The contract and team failure words of schemas/api (agent.json, team.json), by their text key. */
const WORD_KEYS: Readonly<Record<string, string>> = {
  contract_not_found: 'contract.errors.notFound',
  contract_rate_invalid: 'contract.errors.rateInvalid',
  tier_thresholds_invalid: 'contract.errors.tierThresholds',
  tier_amount_invalid: 'contract.errors.tierAmount',
  tier_rate_invalid: 'contract.errors.tierRate',
  tier_rate_above_own: 'contract.errors.tierRateAboveOwn',
  contract_not_pending: 'contract.errors.notPending',
  not_upline: 'contract.errors.notUpline',
  insufficient_balance: 'contract.errors.insufficientBalance',
  username_exists: 'contract.errors.usernameExists',
  passwords_differ: 'contract.errors.passwordsDiffer',
  forbidden: 'contract.errors.forbidden',
  payment_password_incorrect: 'contract.errors.paymentPasswordIncorrect',
  payment_password_required: 'contract.errors.paymentPasswordRequired',
  too_many_requests: 'contract.errors.tooManyRequests',
};

/** The translated text of a failed contract or team call. */
export function contractErrorText(error: unknown, t: Translate): string {
  return errorMessageBy(error, t, WORD_KEYS);
}
