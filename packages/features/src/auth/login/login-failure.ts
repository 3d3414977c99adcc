import { isApiError } from '@wl/core';

/** A refused sign-in whose answer asks for a captcha on the next attempt (`value.captcha`). */
export function asksForCaptcha(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const value = error.value;
  return (
    error.message === 'captcha_required' ||
    error.message === 'captcha_incorrect' ||
    (typeof value === 'object' &&
      value !== null &&
      (value as { captcha?: unknown }).captcha === true)
  );
}

/** A right password from a new address: the sign-in goes on with the SMS code step. */
export function asksForVerification(error: unknown): boolean {
  return isApiError(error) && error.message === 'login_verification_required';
}
