import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** A mobile number as the backend takes it: the country, its dialing code and the national number. */
export interface PhoneNumber {
  /** ISO country code from the country list, e.g. `VN`. */
  countryCode: string;
  /** The country's dialing code as the country list gives it, e.g. `+84`. */
  countryDialingCode: string;
  /** What the visitor typed; national digits once checked. */
  mobileNum: string;
}

export const EMPTY_PHONE_NUMBER: PhoneNumber = {
  countryCode: '',
  countryDialingCode: '',
  mobileNum: '',
};

function callingCodeOf(dialingCode: string): string {
  return dialingCode.trim().replace(/^\+/, '');
}

/**
 * The number with its national digits (spaces, dashes and a trunk 0 removed), or null when it is
 * not a valid number of its country. docs/product/accounts.md#sms-code
 */
export function checkedPhoneNumber(phone: PhoneNumber): PhoneNumber | null {
  const callingCode = callingCodeOf(phone.countryDialingCode);
  const text = phone.mobileNum.trim();
  if (!callingCode || !text) return null;
  const parsed = isSupportedCountry(phone.countryCode)
    ? parsePhoneNumberFromString(text, phone.countryCode)
    : parsePhoneNumberFromString(text, { defaultCallingCode: callingCode });
  if (!parsed?.isValid() || parsed.countryCallingCode !== callingCode) return null;
  return { ...phone, mobileNum: parsed.nationalNumber };
}
