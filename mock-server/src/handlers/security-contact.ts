import { PATTERN_KINDS } from '@wl/tenant-config';
import { ACCOUNT_MESSAGES } from '../account/account-messages.js';
import { checkedPhone, type MobileNumber } from '../account/mobile-number.js';
import { assertAccountPassword } from '../account/password-check.js';
import { assertSmsCode } from '../account/sms-check.js';
import { sendSmsCode } from '../account/sms-send.js';
import { BackendError } from '../backend-error.js';
import type { HandlerMap } from '../handler.js';
import type { Account } from '../state/accounts.js';
import type { MerchantState } from '../state/merchant-state.js';
import { sessionAccount } from '../state/session-account.js';
import {
  checkSmsSend,
  issueSmsCode,
  SMS_RESEND_INTERVAL_MS,
  spendSmsCode,
} from '../state/sms-codes.js';

const EMAIL_PATTERN = new RegExp(
  PATTERN_KINDS.find((kind) => kind.id === 'email')?.pattern ?? '^.+@.+$',
);

/** Refusals of the binding calls that only they answer. */
const CONTACT_MESSAGES = {
  mobileNumSame: 'mobile_num_same',
  emailExists: 'email_exists',
  emailSame: 'email_same',
} as const;

/** Changing a bound mobile number or e-mail address also takes the account password. */
function assertPasswordToChange(
  state: MerchantState,
  account: Account,
  bound: boolean,
  password: string | undefined,
  now: Date,
): void {
  if (bound) assertAccountPassword(state, account, password ?? '', now);
}

/** Whether the account's number is this one (compared in E.164, however either was typed). */
function isOwnMobile(state: MerchantState, account: Account, phone: MobileNumber): boolean {
  if (account.countryDialingCode === null || account.mobileNum === null) return false;
  try {
    return checkedPhone(state, account.countryDialingCode, account.mobileNum).e164 === phone.e164;
  } catch {
    return false;
  }
}

/** The address, trimmed and lower-cased; email_format_incorrect when it is not one. */
function checkedEmail(email: string): string {
  const address = email.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(address)) throw new BackendError(ACCOUNT_MESSAGES.emailFormatIncorrect);
  return address;
}

/** email_same when it is the account's own address, email_exists when another account's. */
function assertEmailFree(state: MerchantState, account: Account, address: string): void {
  if (account.email?.toLowerCase() === address) throw new BackendError(CONTACT_MESSAGES.emailSame);
  for (const other of state.accounts.byUsername.values()) {
    if (other !== account && other.email?.toLowerCase() === address) {
      throw new BackendError(CONTACT_MESSAGES.emailExists);
    }
  }
}

/**
 * Binding or changing the mobile number and e-mail address with a code sent to the new one
 * (docs/product/member.md#mobile-number-and-e-mail).
 */
export const securityContactHandlers = {
  'security.sendMobileCode': (ctx) => {
    const { state, now, body } = ctx;
    const account = sessionAccount(ctx);
    const phone = checkedPhone(state, body.countryDialingCode, body.mobileNum);
    if (isOwnMobile(state, account, phone)) {
      throw new BackendError(CONTACT_MESSAGES.mobileNumSame);
    }
    return sendSmsCode({
      state,
      now,
      ip: ctx.ip,
      countryDialingCode: body.countryDialingCode,
      mobileNum: body.mobileNum,
      purpose: 'bind',
      number: 'free',
    });
  },

  'security.bindMobile': (ctx) => {
    const { state, now, body } = ctx;
    const account = sessionAccount(ctx);
    const phone = checkedPhone(state, body.countryDialingCode, body.mobileNum);
    if (isOwnMobile(state, account, phone)) {
      throw new BackendError(CONTACT_MESSAGES.mobileNumSame);
    }
    const bound = account.mobileNum !== null && account.countryDialingCode !== null;
    assertPasswordToChange(state, account, bound, body.password, now);
    for (const other of state.accounts.byUsername.values()) {
      if (other !== account && isOwnMobile(state, other, phone)) {
        throw new BackendError(ACCOUNT_MESSAGES.mobileNumExists);
      }
    }
    assertSmsCode(state, phone.e164, 'bind', body.verificationCode, now);
    account.countryDialingCode = phone.countryDialingCode;
    account.mobileNum = phone.mobileNum;
    return null;
  },

  'security.sendEmailCode': (ctx) => {
    const { state, now, body } = ctx;
    const account = sessionAccount(ctx);
    const address = checkedEmail(body.email);
    assertEmailFree(state, account, address);
    const codes = state.security.emailCodes;
    const check = checkSmsSend(codes, address, now);
    if (check === 'throttled' || check === 'locked') {
      const until = codes.lockedUntil.get(address);
      const retryAfterMs =
        check === 'locked' && until !== undefined ? until - now.getTime() : SMS_RESEND_INTERVAL_MS;
      throw new BackendError(ACCOUNT_MESSAGES.tooManyRequests, { value: { retryAfterMs } });
    }
    const expiredMinutes = state.auth.settings.smsExpiredMinutes;
    issueSmsCode(codes, address, 'bind', expiredMinutes, now);
    return { expiredMinutes };
  },

  'security.bindEmail': (ctx) => {
    const { state, now, body } = ctx;
    const account = sessionAccount(ctx);
    const address = checkedEmail(body.email);
    if (account.email?.toLowerCase() === address) {
      throw new BackendError(CONTACT_MESSAGES.emailSame);
    }
    assertPasswordToChange(state, account, account.email !== null, body.password, now);
    assertEmailFree(state, account, address);
    const result = spendSmsCode(
      state.security.emailCodes,
      address,
      'bind',
      body.verificationCode,
      now,
    );
    if (result === 'invalid') throw new BackendError(ACCOUNT_MESSAGES.verificationCodeInvalid);
    if (result === 'expired') throw new BackendError(ACCOUNT_MESSAGES.verificationCodeExpired);
    account.email = address;
    return null;
  },
} satisfies HandlerMap;
