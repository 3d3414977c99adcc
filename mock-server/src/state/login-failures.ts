import type { Account } from './accounts.js';
import type { AuthState } from './auth-state.js';

/** From this many consecutive failed logins on, every login attempt must carry a captcha answer. */
export const CAPTCHA_AFTER_FAILED_LOGINS = 3;

/** Consecutive failures counted for an attempt: the account's, or the IP's for unknown usernames. */
export function failedLoginCount(
  auth: AuthState,
  account: Account | undefined,
  ip: string,
): number {
  return account ? account.failedLogins : (auth.failedLoginsByIp.get(ip) ?? 0);
}

/** Counts one more failure and returns the new count. */
export function recordFailedLogin(
  auth: AuthState,
  account: Account | undefined,
  ip: string,
): number {
  if (account) {
    account.failedLogins += 1;
    return account.failedLogins;
  }
  const count = (auth.failedLoginsByIp.get(ip) ?? 0) + 1;
  auth.failedLoginsByIp.set(ip, count);
  return count;
}
