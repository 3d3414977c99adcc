import { BackendError } from '../backend-error.js';
import type { MerchantState } from '../state/merchant-state.js';
import { phoneKey } from '../state/sms-codes.js';
import { ACCOUNT_MESSAGES } from './account-messages.js';

/** National numbers the mock accepts: 6 to 15 digits (the contract lets 4–15 through). */
const NATIONAL_NUMBER = /^[0-9]{6,15}$/;

/** `84` and `+84` are the same dialing code; accounts store it with the `+`. */
export function normalizeDialingCode(code: string): string {
  return `+${code.trim().replace(/^\+/, '')}`;
}

/**
 * The phone key of a number, after checking its format: the dialing code must be one of the
 * merchant's countries (system.country) and the national number 6–15 digits; else
 * `mobile_num_invalid` (docs/product/errors.md#phone-auth-and-sms-errors: "Invalid phone number format").
 */
export function checkedPhone(
  state: MerchantState,
  countryDialingCode: string,
  mobileNum: string,
): string {
  const dialing = normalizeDialingCode(countryDialingCode);
  const known = state.system.countries.countries.some((c) => c.countryDialingCode === dialing);
  if (!known || !NATIONAL_NUMBER.test(mobileNum)) {
    throw new BackendError(ACCOUNT_MESSAGES.mobileNumInvalid);
  }
  return phoneKey(dialing, mobileNum);
}
