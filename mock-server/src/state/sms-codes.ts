/**
 * SMS verification codes of one merchant and the send limits of docs/product/accounts.md#sms-code: one send per number per
 * 1000 ms, and after 5 sends to a number within 5 minutes that number is refused for 5 minutes.
 * A code takes SMS_WRONG_CODES_ALLOWED wrong entries; the last of them uses it up
 * (docs/product/accounts.md#what-the-mock-enforces). A phone is the number in E.164 (`+84912000111`),
 * so one number spelled several ways shares its codes and limits. The per-address and per-merchant
 * limits are in sms-send-limits.ts.
 */
import { randomInt } from 'node:crypto';
import { createSmsSendLimits, type SmsSendLimits } from './sms-send-limits.js';

export const SMS_RESEND_INTERVAL_MS = 1000;
export const SMS_SENDS_PER_WINDOW = 5;
export const SMS_SEND_WINDOW_MS = 5 * 60 * 1000;
export const SMS_LOCKOUT_MS = 5 * 60 * 1000;
export const SMS_WRONG_CODES_ALLOWED = 5;

/**
 * What a code may be used for: SMS login, a registration, a forgotten-password reset, or binding
 * a new mobile number (or e-mail address) to a signed-in account.
 */
export type SmsPurpose = 'login' | 'register' | 'passwordReset' | 'bind';

export interface SmsCode {
  code: string;
  purpose: SmsPurpose;
  issuedAt: number;
  expiresAt: number;
  /** Wrong codes entered for this one so far. */
  wrongEntries: number;
}

export interface SmsState {
  /** Sends left; null is unlimited. */
  quota: number | null;
  /** The latest code per purpose and phone, keyed `<purpose> <phone>`. */
  codes: Map<string, SmsCode>;
  /** Send times per phone within the current window. */
  sendsByPhone: Map<string, number[]>;
  /** Phones refused until this epoch millisecond. */
  lockedUntil: Map<string, number>;
  /** Code requests by client address and the merchant's recent sends. */
  limits: SmsSendLimits;
}

export type SendCheck = 'ok' | 'throttled' | 'locked' | 'quota';
export type CodeCheck = 'ok' | 'invalid' | 'expired';

export function createSmsState(quota: number | null): SmsState {
  return {
    quota,
    codes: new Map(),
    sendsByPhone: new Map(),
    lockedUntil: new Map(),
    limits: createSmsSendLimits(),
  };
}

function codeKey(purpose: SmsPurpose, phone: string): string {
  return `${purpose} ${phone}`;
}

/** Whether a code may be sent to `phone` now; reaching the window limit starts the lockout. */
export function checkSmsSend(sms: SmsState, phone: string, now: Date): SendCheck {
  const at = now.getTime();
  const locked = sms.lockedUntil.get(phone);
  if (locked !== undefined) {
    if (locked > at) return 'locked';
    sms.lockedUntil.delete(phone);
    sms.sendsByPhone.delete(phone);
  }
  const recent = (sms.sendsByPhone.get(phone) ?? []).filter((t) => at - t < SMS_SEND_WINDOW_MS);
  sms.sendsByPhone.set(phone, recent);
  const last = recent.at(-1);
  if (last !== undefined && at - last < SMS_RESEND_INTERVAL_MS) return 'throttled';
  if (recent.length >= SMS_SENDS_PER_WINDOW) {
    sms.lockedUntil.set(phone, at + SMS_LOCKOUT_MS);
    return 'locked';
  }
  if (sms.quota !== null && sms.quota <= 0) return 'quota';
  return 'ok';
}

/** Sends (stores) a new 6-digit code for `phone`, replacing its earlier code of the same purpose. */
export function issueSmsCode(
  sms: SmsState,
  phone: string,
  purpose: SmsPurpose,
  expiredMinutes: number,
  now: Date,
): SmsCode {
  const at = now.getTime();
  const code: SmsCode = {
    code: String(randomInt(0, 1_000_000)).padStart(6, '0'),
    purpose,
    issuedAt: at,
    expiresAt: at + expiredMinutes * 60 * 1000,
    wrongEntries: 0,
  };
  sms.codes.set(codeKey(purpose, phone), code);
  sms.sendsByPhone.set(phone, [...(sms.sendsByPhone.get(phone) ?? []), at]);
  if (sms.quota !== null) sms.quota -= 1;
  return code;
}

/**
 * Checks a code; a correct, live code is used up. A wrong one counts against the number's code of
 * that purpose: the SMS_WRONG_CODES_ALLOWED-th wrong entry uses it up and answers `expired`, as
 * does every entry after it until a new code is sent.
 */
export function spendSmsCode(
  sms: SmsState,
  phone: string,
  purpose: SmsPurpose,
  code: string,
  now: Date,
): CodeCheck {
  const key = codeKey(purpose, phone);
  const stored = sms.codes.get(key);
  if (!stored) return 'invalid';
  if (stored.wrongEntries >= SMS_WRONG_CODES_ALLOWED) return 'expired';
  if (stored.code !== code.trim()) {
    stored.wrongEntries += 1;
    return stored.wrongEntries >= SMS_WRONG_CODES_ALLOWED ? 'expired' : 'invalid';
  }
  if (stored.expiresAt <= now.getTime()) return 'expired';
  sms.codes.delete(key);
  return 'ok';
}

/** The most recently sent code of a phone, whatever its purpose (development controls). */
export function latestSmsCode(sms: SmsState, phone: string): SmsCode | undefined {
  let latest: SmsCode | undefined;
  for (const purpose of ['login', 'register', 'passwordReset', 'bind'] as const) {
    const code = sms.codes.get(codeKey(purpose, phone));
    if (code && (!latest || code.issuedAt >= latest.issuedAt)) latest = code;
  }
  return latest;
}
