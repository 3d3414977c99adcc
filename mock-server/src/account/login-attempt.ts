import { BackendError } from '../backend-error.js';
import {
  captchaDue,
  clearFailedLogins,
  loginLockedFor,
  recordFailedLogin,
} from '../state/login-failures.js';
import type { MerchantState } from '../state/merchant-state.js';
import { ACCOUNT_MESSAGES } from './account-messages.js';

/** The failure's value when the next attempt must carry a captcha answer. */
export const CAPTCHA_NEEDED = { captcha: true } as const;

/** A username + password attempt as the sign-in calls see it. */
export interface LoginAttempt {
  state: MerchantState;
  username: string;
  ip: string;
  now: Date;
}

/** A locked username answers `account_locked` (with `value.retryAfterMs`), whatever the password. */
export function assertLoginOpen({ state, username, now }: LoginAttempt): void {
  const wait = loginLockedFor(state.auth.loginFailures, username, now);
  if (wait > 0) {
    throw new BackendError(ACCOUNT_MESSAGES.accountLocked, { value: { retryAfterMs: wait } });
  }
}

/** Whether earlier failures of the username or of the caller's IP call for a captcha. */
export function loginCaptchaDue({ state, username, ip, now }: LoginAttempt): boolean {
  return captchaDue(state.auth.loginFailures, username, ip, now);
}

/**
 * A wrong username or password: counted, then `account_locked` when this failure locks the
 * username, else `incorrect_account_or_password` (with `{ captcha: true }` when `captchaOn` and
 * the next attempt needs one). The answer never depends on whether the account exists.
 * docs/product/accounts.md#what-the-mock-enforces
 */
export function refuseLogin(attempt: LoginAttempt, captchaOn: boolean): never {
  const { state, username, ip, now } = attempt;
  const lock = recordFailedLogin(state.auth.loginFailures, username, ip, now);
  if (lock > 0) {
    throw new BackendError(ACCOUNT_MESSAGES.accountLocked, { value: { retryAfterMs: lock } });
  }
  throw new BackendError(ACCOUNT_MESSAGES.incorrectAccountOrPassword, {
    value: captchaOn && loginCaptchaDue(attempt) ? CAPTCHA_NEEDED : null,
  });
}

/**
 * A right password: the username's failures are forgotten, and its own failures from the IP;
 * the IP's failures for other usernames stay counted.
 */
export function acceptLogin({ state, username, ip }: LoginAttempt): void {
  clearFailedLogins(state.auth.loginFailures, username, ip);
}
