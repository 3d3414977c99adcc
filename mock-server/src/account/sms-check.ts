import { BackendError } from '../backend-error.js';
import type { MerchantState } from '../state/merchant-state.js';
import { spendSmsCode, type SmsPurpose } from '../state/sms-codes.js';
import { ACCOUNT_MESSAGES } from './account-messages.js';

/** Uses up a correct, live SMS code; else `verification_code_invalid` or `verification_code_expired`. */
export function assertSmsCode(
  state: MerchantState,
  phone: string,
  purpose: SmsPurpose,
  code: string | undefined,
  now: Date,
): void {
  const result = code ? spendSmsCode(state.auth.sms, phone, purpose, code, now) : 'invalid';
  if (result === 'invalid') throw new BackendError(ACCOUNT_MESSAGES.verificationCodeInvalid);
  if (result === 'expired') throw new BackendError(ACCOUNT_MESSAGES.verificationCodeExpired);
}
