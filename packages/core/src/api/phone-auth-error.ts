import { errorMessage, type Translate } from './error-message.js';

/**
 * The phone-auth provider's failure codes and the message each shows
 * (docs/product/errors.md#phone-auth-and-sms-errors).
 */
const PHONE_AUTH_ERROR_KEYS: Readonly<Record<string, string>> = {
  'auth/invalid-phone-number': 'errors.phoneAuth.invalidPhoneFormat',
  'auth/missing-phone-number': 'errors.phoneAuth.missingPhone',
  'auth/too-many-requests': 'errors.phoneAuth.tooManyRequests',
  'auth/invalid-verification-code': 'errors.phoneAuth.invalidCode',
  'auth/missing-verification-code': 'errors.phoneAuth.missingCode',
  'auth/code-expired': 'errors.phoneAuth.codeExpired',
  'auth/captcha-check-failed': 'errors.phoneAuth.invalidCaptcha',
  'auth/invalid-app-credential': 'errors.phoneAuth.invalidCaptcha',
  'auth/argument-error': 'errors.phoneAuth.enterValidPhone',
  'auth/quota-exceeded': 'errors.phoneAuth.quotaExceeded',
  'auth/operation-not-allowed': 'errors.phoneAuth.operationNotAllowed',
  'auth/popup-closed-by-user': 'errors.phoneAuth.popupClosed',
  'auth/cancelled-popup-request': 'errors.phoneAuth.popupClosed',
};

function providerCode(error: unknown): string | undefined {
  if (error === null || typeof error !== 'object' || !('code' in error)) return undefined;
  const { code } = error;
  return typeof code === 'string' && code.startsWith('auth/') ? code : undefined;
}

/**
 * The text to show for a failed account step: a phone-auth provider failure (an error whose
 * `code` is `auth/…`) by its code, any other provider code as an unknown error; otherwise as
 * `errorMessage` shows a failed call.
 */
export function accountErrorMessage(error: unknown, t: Translate): string {
  const code = providerCode(error);
  if (code === undefined) return errorMessage(error, t);
  return t(PHONE_AUTH_ERROR_KEYS[code] ?? 'errors.phoneAuth.unknown');
}
