import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { BackendError } from '../backend-error.js';
import type { MerchantState } from '../state/merchant-state.js';
import { ACCOUNT_MESSAGES } from './account-messages.js';

/**
 * One mobile number however it was typed: `0912000111`, `00912000111`, `912 000 111` and
 * `+84912000111` with dialing code `84` are the same number, so every throttle, lock, code and
 * account lookup is keyed by its E.164 form (docs/product/accounts.md#sms-code).
 */
export interface MobileNumber {
  /** The dialing code with its `+`, as accounts store it: `+84`. */
  countryDialingCode: string;
  /** The national significant number, without trunk zeros: `912000111`. */
  mobileNum: string;
  /** The number in E.164: `+84912000111`. */
  e164: string;
}

/** National numbers the mock accepts: 6 to 15 digits (the API schema lets 4–15 through). */
const NATIONAL_NUMBER = /^[0-9]{6,15}$/;
/** Spaces, dashes, dots, slashes and brackets people type inside numbers. */
const SEPARATORS = /[\s().\-/]/g;

/** `84` and `+84` are the same dialing code; accounts store it with the `+`. */
function normalizeDialingCode(code: string): string {
  return `+${code.trim().replace(/^\+/, '')}`;
}

/**
 * The number in its one form, or null when it cannot be one of the dialing code's numbers. The
 * typed number may carry the country in front (`+84…`, `0084…`) and any number of trunk zeros.
 */
export function normalizeMobile(
  countryDialingCode: string,
  mobileNum: string,
): MobileNumber | null {
  const dialing = normalizeDialingCode(countryDialingCode);
  const callingCode = dialing.slice(1);
  if (!/^[0-9]{1,4}$/.test(callingCode)) return null;
  let digits = mobileNum.trim().replace(SEPARATORS, '');
  if (digits.startsWith('+')) {
    if (!digits.startsWith(dialing)) return null;
    digits = digits.slice(dialing.length);
  } else if (digits.startsWith(`00${callingCode}`)) {
    digits = digits.slice(2 + callingCode.length);
  }
  digits = digits.replace(/^0+/, '');
  if (!NATIONAL_NUMBER.test(digits)) return null;
  const parsed = parseNational(digits, callingCode);
  if (parsed?.countryCallingCode !== callingCode || !NATIONAL_NUMBER.test(parsed.nationalNumber)) {
    return null;
  }
  return { countryDialingCode: dialing, mobileNum: parsed.nationalNumber, e164: parsed.number };
}

/** libphonenumber's reading of a national number; undefined for a calling code it does not know. */
function parseNational(digits: string, callingCode: string) {
  try {
    return parsePhoneNumberFromString(digits, { defaultCallingCode: callingCode });
  } catch {
    return undefined;
  }
}

/**
 * The number after checking its format: the dialing code must be one of the merchant's countries
 * (system.country) and the national number 6–15 digits; else `mobile_num_invalid`
 * (docs/product/errors.md#phone-auth-and-sms-errors: "Invalid phone number format").
 */
export function checkedPhone(
  state: MerchantState,
  countryDialingCode: string,
  mobileNum: string,
): MobileNumber {
  const phone = normalizeMobile(countryDialingCode, mobileNum);
  const known =
    phone !== null &&
    state.system.countries.countries.some((c) => c.countryDialingCode === phone.countryDialingCode);
  if (!known) throw new BackendError(ACCOUNT_MESSAGES.mobileNumInvalid);
  return phone;
}
