import { BackendError } from '../backend-error.js';
import { findAccountByMobile } from '../state/accounts.js';
import type { MerchantState } from '../state/merchant-state.js';
import {
  checkSmsSend,
  issueSmsCode,
  SMS_LOCKOUT_MS,
  SMS_RESEND_INTERVAL_MS,
  type SmsPurpose,
} from '../state/sms-codes.js';
import { ACCOUNT_MESSAGES } from './account-messages.js';
import { checkedPhone, normalizeDialingCode } from './mobile-number.js';

export interface SmsSendRequest {
  state: MerchantState;
  now: Date;
  countryDialingCode: string;
  mobileNum: string;
  purpose: SmsPurpose;
  /** `registered`: the number must belong to an account (login, password reset); `free`: it must not (registration). */
  number: 'registered' | 'free';
}

/**
 * The send flow shared by every SMS call: number format, whether the number is taken, the send
 * limits (1000 ms between sends; 5 sends in 5 minutes, then 5 minutes refused), the merchant's
 * SMS quota; then a new code. Answers the contract's smsCodeSent value.
 */
export function sendSmsCode(request: SmsSendRequest): { expiredMinutes: number } {
  const { state, now, mobileNum, purpose } = request;
  const phone = checkedPhone(state, request.countryDialingCode, mobileNum);
  const account = findAccountByMobile(
    state.accounts,
    normalizeDialingCode(request.countryDialingCode),
    mobileNum,
  );
  if (request.number === 'registered' && !account) {
    throw new BackendError(ACCOUNT_MESSAGES.mobileNumNotRegistered);
  }
  if (request.number === 'free' && account)
    throw new BackendError(ACCOUNT_MESSAGES.mobileNumExists);

  const check = checkSmsSend(state.auth.sms, phone, now);
  switch (check) {
    case 'throttled':
      throw new BackendError(ACCOUNT_MESSAGES.tooManyRequests, {
        value: { retryAfterMs: SMS_RESEND_INTERVAL_MS },
      });
    case 'locked':
      throw new BackendError(ACCOUNT_MESSAGES.tooManyRequests, {
        value: {
          retryAfterMs:
            (state.auth.sms.lockedUntil.get(phone) ?? now.getTime() + SMS_LOCKOUT_MS) -
            now.getTime(),
        },
      });
    case 'quota':
      throw new BackendError(ACCOUNT_MESSAGES.quotaNotSufficient);
    case 'ok':
      break;
  }
  const expiredMinutes = state.auth.settings.smsExpiredMinutes;
  issueSmsCode(state.auth.sms, phone, purpose, expiredMinutes, now);
  return { expiredMinutes };
}
