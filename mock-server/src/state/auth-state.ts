/**
 * What the mock remembers to guard sign-in and registration for one merchant: issued captchas,
 * failed logins, wrong passwords on the password-check relay, SMS codes and their send history,
 * and the trial counter.
 * Seeded from fixtures/auth.json.
 */
import type { AttemptRecords } from './attempt-limit.js';
import { createLoginFailures, type LoginFailures } from './login-failures.js';
import { createSmsState, type SmsState } from './sms-codes.js';

/** fixtures/auth.json */
export interface AuthFixture {
  /** How long an SMS code stays valid; answered as `expiredMinutes` (the resend countdown). */
  smsExpiredMinutes: number;
  /** SMS codes the merchant may still send; null means unlimited. At 0 sends answer quota_not_sufficient. */
  smsQuota: number | null;
  /** Demo balance of a new free-play (trial) account. */
  trialBalance: number;
}

/** What checks a captcha: the characters of an image, or a slider puzzle's secret position. */
export type CaptchaSecret =
  { kind: 'image'; text: string } | { kind: 'slider'; challenge: string; position: number };

/** A captcha drawn for a client, accepted until `expiresAt` (ms). */
export interface IssuedCaptcha {
  secret: CaptchaSecret;
  /** What the client was given (the call's value), given again to a refresh within a second. */
  picture: unknown;
  drawnAt: number;
  expiresAt: number;
}

export interface AuthState {
  settings: AuthFixture;
  /** The latest captcha of each client (see `captchaClientKey`). */
  captchas: Map<string, IssuedCaptcha>;
  /** Failed sign-ins by username and by client IP, and locked usernames. */
  loginFailures: LoginFailures;
  /** Wrong passwords on the password-check relay, by lower-cased username. */
  passwordChecks: AttemptRecords;
  sms: SmsState;
  /** Number used for the next `trial_<n>` username. */
  nextTrialNumber: number;
}

export function seedAuth(fixture: AuthFixture): AuthState {
  return {
    settings: { ...fixture },
    captchas: new Map(),
    loginFailures: createLoginFailures(),
    passwordChecks: new Map(),
    sms: createSmsState(fixture.smsQuota),
    nextTrialNumber: 1,
  };
}
