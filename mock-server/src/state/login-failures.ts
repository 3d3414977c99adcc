/**
 * Failed sign-ins of one merchant (docs/product/accounts.md#what-the-mock-enforces). Failures count
 * by the username as typed (lower-cased), whether or not an account has that name, so every answer
 * is the same for an unknown username and a wrong password; and by client IP.
 */
import { clearFailures, lockedFor, recordFailure, type AttemptRecords } from './attempt-limit.js';

/** From this many consecutive failed logins of a username on, every attempt for it must carry a captcha answer. */
export const CAPTCHA_AFTER_FAILED_LOGINS = 3;
/**
 * From this many consecutive failed logins from one client IP, whatever the usernames, every
 * attempt from it must carry a captcha answer (one address trying many names).
 */
export const CAPTCHA_AFTER_FAILED_LOGINS_FROM_IP = 10;
/** This many failed logins of a username within LOGIN_FAILURE_WINDOW_MS lock it for LOGIN_LOCK_MS. */
export const LOCK_AFTER_FAILED_LOGINS = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_LOCK_MS = 15 * 60 * 1000;

const LOGIN_LOCK = {
  max: LOCK_AFTER_FAILED_LOGINS,
  windowMs: LOGIN_FAILURE_WINDOW_MS,
  lockMs: LOGIN_LOCK_MS,
};

export interface LoginFailures {
  /** Consecutive failures by lower-cased username. */
  byName: Map<string, number>;
  /** Consecutive failures by client IP. */
  byIp: Map<string, number>;
  /** Failures within the window and locks, by lower-cased username. */
  locks: AttemptRecords;
}

export function createLoginFailures(): LoginFailures {
  return { byName: new Map(), byIp: new Map(), locks: new Map() };
}

/** The key of a username: trimmed and lower-cased, as accounts are found. */
export function loginKey(username: string): string {
  return username.trim().toLowerCase();
}

/** Milliseconds the username stays locked; 0 when it may sign in. */
export function loginLockedFor(failures: LoginFailures, username: string, now: Date): number {
  return lockedFor(failures.locks, loginKey(username), now);
}

/** Whether earlier failures of the username or the IP call for a captcha. */
export function captchaDue(failures: LoginFailures, username: string, ip: string): boolean {
  const byName = failures.byName.get(loginKey(username)) ?? 0;
  const byIp = failures.byIp.get(ip) ?? 0;
  return byName >= CAPTCHA_AFTER_FAILED_LOGINS || byIp >= CAPTCHA_AFTER_FAILED_LOGINS_FROM_IP;
}

/** Counts one failed sign-in; answers the lock's length when it locks the username, else 0. */
export function recordFailedLogin(
  failures: LoginFailures,
  username: string,
  ip: string,
  now: Date,
): number {
  const key = loginKey(username);
  failures.byName.set(key, (failures.byName.get(key) ?? 0) + 1);
  failures.byIp.set(ip, (failures.byIp.get(ip) ?? 0) + 1);
  return recordFailure(failures.locks, key, LOGIN_LOCK, now);
}

/**
 * Forgets a username's failures and lock (a success, or a new password set by the account's
 * owner), and the IP's when one is given.
 */
export function clearFailedLogins(failures: LoginFailures, username: string, ip?: string): void {
  const key = loginKey(username);
  failures.byName.delete(key);
  clearFailures(failures.locks, key);
  if (ip !== undefined) failures.byIp.delete(ip);
}
