import type { MobileRegisterForm, RegisterForm } from '@wl/core';
import { REGISTER_FIELDS } from '@wl/tenant-config';
import { isoDate, parseDate, type DateFormat } from './birthday.js';
import type { RegisterValues } from './register-checks.js';

/** What the site adds to the typed fields on submit. */
export interface SubmitExtras {
  /** The page address at submit time. */
  registerUrl: string;
  /** The host name the visitor registers on. */
  domain: string;
  countryDialingCode: string | undefined;
  /** The phone-auth provider's id token when it verified the number. */
  phoneAuthToken: string | null;
  birthdayFormat: DateFormat;
}

/** Labels and site-filled fields: never copied from the form. */
const NOT_TYPED: ReadonlySet<string> = new Set(['verifyPwd', 'domain', 'countryDialingCode']);

/** The typed text fields, trimmed (as login trims), empty ones left out. */
function typedFields(values: RegisterValues, format: DateFormat): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of REGISTER_FIELDS) {
    const value = values[name];
    if (NOT_TYPED.has(name) || typeof value !== 'string' || value.trim() === '') continue;
    fields[name] = value.trim();
  }
  if (fields.birthday !== undefined) {
    const date = parseDate(fields.birthday, format);
    if (date) fields.birthday = isoDate(date);
  }
  return fields;
}

/**
 * The body of a username registration (docs/product/accounts.md#registration-fields): the typed
 * fields plus registerUrl, registerMethod WEB, login true, the domain, the dialing code of a
 * typed number and the phone-auth channel fields.
 */
export function usernameRegisterBody(values: RegisterValues, extras: SubmitExtras): RegisterForm {
  const fields = typedFields(values, extras.birthdayFormat);
  return {
    ...fields,
    username: fields.username ?? '',
    password: fields.password ?? '',
    confirmPassword: fields.confirmPassword ?? '',
    ...(fields.mobileNum !== undefined && extras.countryDialingCode
      ? { countryDialingCode: extras.countryDialingCode }
      : {}),
    domain: extras.domain,
    registerUrl: extras.registerUrl,
    registerMethod: 'WEB',
    login: true,
    ...(extras.phoneAuthToken
      ? { firebaseChannel: 'sms' as const, firebaseIdToken: extras.phoneAuthToken }
      : {}),
  };
}

/**
 * The body of a mobile registration with the names public clients send (`mobile` for the number,
 * which becomes the username), plus the confirmation, codes and where it was made.
 */
export function mobileRegisterBody(
  values: RegisterValues,
  extras: SubmitExtras,
): MobileRegisterForm {
  const fields = typedFields(values, extras.birthdayFormat);
  const optional = (name: 'captcha' | 'referralCode' | 'affiliateCode' | 'verificationCode') =>
    fields[name] === undefined ? {} : { [name]: fields[name] };
  return {
    mobile: fields.mobileNum ?? '',
    password: fields.password ?? '',
    ...(fields.confirmPassword === undefined ? {} : { confirmPassword: fields.confirmPassword }),
    ...optional('captcha'),
    ...optional('referralCode'),
    ...optional('affiliateCode'),
    ...optional('verificationCode'),
    ...(extras.countryDialingCode ? { countryDialingCode: extras.countryDialingCode } : {}),
    domain: extras.domain,
    registerUrl: extras.registerUrl,
    login: true,
  };
}
