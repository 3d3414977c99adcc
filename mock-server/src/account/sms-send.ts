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
import { countTenantSend, takeAddressRequest, tenantSendWait } from '../state/sms-send-limits.js';
import { ACCOUNT_MESSAGES } from './account-messages.js';
import { checkedPhone } from './mobile-number.js';

export interface SmsSendRequest {
  state: MerchantState;
  now: Date;
  /** The client address asking (its requests are counted). */
  ip: string;
  countryDialingCode: string;
  mobileNum: string;
  purpose: SmsPurpose;
  /** `registered`: the number must belong to an account (login, password reset); `free`: it must not (registration). */
  number: 'registered' | 'free';
}

/** `too_many_requests` with how long to wait. */
function tooManyRequests(retryAfterMs: number): BackendError {
  return new BackendError(ACCOUNT_MESSAGES.tooManyRequests, { value: { retryAfterMs } });
}

/**
 * The send flow shared by every SMS call (docs/product/accounts.md#sms-code): the number's format,
 * normalised to E.164 before anything counts it; the address's allowance (counted before the
 * number is looked up, so probing which numbers have accounts uses it up too); whether the number
 * is taken; the number's limits (1000 ms between sends; 5 sends in 5 minutes, then 5 minutes
 * refused); the merchant's sends per minute and its SMS quota; then a new code. Answers the
 * API schema's smsCodeSent value.
 */
export function sendSmsCode(request: SmsSendRequest): { expiredMinutes: number } {
  const { state, now, purpose } = request;
  const sms = state.auth.sms;
  const phone = checkedPhone(state, request.countryDialingCode, request.mobileNum);
  const addressWait = takeAddressRequest(sms.limits, request.ip, now);
  if (addressWait > 0) throw tooManyRequests(addressWait);

  const account = findAccountByMobile(state.accounts, phone.countryDialingCode, phone.mobileNum);
  if (request.number === 'registered' && !account) {
    throw new BackendError(ACCOUNT_MESSAGES.mobileNumNotRegistered);
  }
  if (request.number === 'free' && account)
    throw new BackendError(ACCOUNT_MESSAGES.mobileNumExists);

  switch (checkSmsSend(sms, phone.e164, now)) {
    case 'throttled':
      throw tooManyRequests(SMS_RESEND_INTERVAL_MS);
    case 'locked':
      throw tooManyRequests(
        (sms.lockedUntil.get(phone.e164) ?? now.getTime() + SMS_LOCKOUT_MS) - now.getTime(),
      );
    case 'quota':
      throw new BackendError(ACCOUNT_MESSAGES.quotaNotSufficient);
    case 'ok':
      break;
  }
  const tenantWait = tenantSendWait(sms.limits, now);
  if (tenantWait > 0) throw tooManyRequests(tenantWait);

  const expiredMinutes = state.auth.settings.smsExpiredMinutes;
  issueSmsCode(sms, phone.e164, purpose, expiredMinutes, now);
  countTenantSend(sms.limits, now);
  return { expiredMinutes };
}
