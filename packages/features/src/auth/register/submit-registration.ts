import {
  ApiError,
  callEndpoint,
  refreshMemberInfo,
  register,
  registerByMobile,
  type RegisterResult,
} from '@wl/core';
import type { DateFormat } from './birthday.js';
import type { RegisterValues } from './register-checks.js';
import { mobileRegisterBody, usernameRegisterBody } from './register-payload.js';
import type { RegisterTab } from './register-schema.js';

export interface RegistrationInput {
  tab: RegisterTab;
  /** The form's values, already checked against every field rule. */
  values: RegisterValues;
  /** Whether the form shows the affiliate code field. */
  affiliateShown: boolean;
  countryDialingCode: string | undefined;
  birthdayFormat: DateFormat;
}

export type RegistrationOutcome =
  { kind: 'registered'; result: RegisterResult } | { kind: 'invalid-affiliate' };

function text(value: RegisterValues[string]): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Whether the backend knows the affiliate code; a site without the affiliate module cannot ask. */
async function affiliateCodeKnown(code: string, domain: string): Promise<boolean> {
  try {
    return (await callEndpoint('member.affiliateCheck', { query: { code, domain } })).valid;
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'module-off') return true;
    throw error;
  }
}

/**
 * Registers (docs/product/accounts.md#register-flow): a shown and filled affiliate code is checked
 * first; then the registration (the mobile tab registers the number as the username) with what
 * the site adds, its captcha field carrying the human-verification answer; then the new member's
 * info loads. A refusal rejects with the call's ApiError and changes nothing.
 */
export async function submitRegistration(input: RegistrationInput): Promise<RegistrationOutcome> {
  const domain = window.location.hostname;
  const affiliateCode = text(input.values.affiliateCode);
  if (input.affiliateShown && affiliateCode !== '') {
    if (!(await affiliateCodeKnown(affiliateCode, domain))) return { kind: 'invalid-affiliate' };
  }
  const extras = {
    registerUrl: window.location.href,
    domain,
    countryDialingCode: input.countryDialingCode,
    phoneAuthToken: null,
    birthdayFormat: input.birthdayFormat,
  };
  const result =
    input.tab === 'mobile'
      ? await registerByMobile(mobileRegisterBody(input.values, extras))
      : await register(usernameRegisterBody(input.values, extras));
  if (result.token) await refreshMemberInfo();
  return { kind: 'registered', result };
}
