import { BackendError } from '../backend-error.js';
import type { Account } from '../state/accounts.js';
import { clearFailures, lockedFor, recordFailure } from '../state/attempt-limit.js';
import { loginKey } from '../state/login-failures.js';
import type { MerchantState } from '../state/merchant-state.js';
import { ACCOUNT_MESSAGES } from './account-messages.js';

/**
 * The passwordCheck relay refuses an account for PASSWORD_CHECK_LOCK_MS once it has sent
 * PASSWORD_CHECKS_PER_WINDOW wrong passwords within PASSWORD_CHECK_WINDOW_MS.
 * docs/product/accounts.md#what-the-mock-enforces
 */
export const PASSWORD_CHECKS_PER_WINDOW = 5;
export const PASSWORD_CHECK_WINDOW_MS = 5 * 60 * 1000;
export const PASSWORD_CHECK_LOCK_MS = 5 * 60 * 1000;

const PASSWORD_CHECK_LIMIT = {
  max: PASSWORD_CHECKS_PER_WINDOW,
  windowMs: PASSWORD_CHECK_WINDOW_MS,
  lockMs: PASSWORD_CHECK_LOCK_MS,
};

function tooManyRequests(retryAfterMs: number): BackendError {
  return new BackendError(ACCOUNT_MESSAGES.tooManyRequests, { value: { retryAfterMs } });
}

/**
 * The account's own password must come with the request: a refused account answers
 * `too_many_requests` (`value.retryAfterMs`) whatever the password; a wrong password answers
 * `password_incorrect`, or `too_many_requests` when it is the one that reaches the limit; the
 * right one forgets earlier wrong ones.
 */
export function assertAccountPassword(
  state: MerchantState,
  account: Account,
  password: string,
  now: Date,
): void {
  const checks = state.auth.passwordChecks;
  const key = loginKey(account.username);
  const wait = lockedFor(checks, key, now);
  if (wait > 0) throw tooManyRequests(wait);
  if (account.password === password) {
    clearFailures(checks, key);
    return;
  }
  const lock = recordFailure(checks, key, PASSWORD_CHECK_LIMIT, now);
  if (lock > 0) throw tooManyRequests(lock);
  throw new BackendError(ACCOUNT_MESSAGES.passwordIncorrect);
}
