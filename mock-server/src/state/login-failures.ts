/**
 * Failed sign-ins of one merchant (docs/product/accounts.md#what-the-mock-enforces). Failures count
 * by the username as typed (lower-cased), whether or not an account has that name, so every answer
 * is the same for an unknown username and a wrong password; and by client IP. A success forgets
 * only the failures of its own username: another account's sign-in from the same address leaves
 * the address's count of other names' failures as it was.
 */
import { clearFailures, lockedFor, recordFailure, type AttemptRecords } from './attempt-limit.js';

/** From this many consecutive failed logins of a username on, every attempt for it must carry a captcha answer. */
export const CAPTCHA_AFTER_FAILED_LOGINS = 3;
/**
 * From this many failed logins from one client IP within LOGIN_FAILURE_WINDOW_MS, whatever the
 * usernames, every attempt from it must carry a captcha answer (one address trying many names).
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
  /** Failures by client IP within the window: when, and of which lower-cased username. */
  byIp: Map<string, AddressFailure[]>;
  /** Failures within the window and locks, by lower-cased username. */
  locks: AttemptRecords;
}

/** One failed sign-in from an address. */
export interface AddressFailure {
  /** Epoch ms. */
  at: number;
  /** Lower-cased username tried. */
  key: string;
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

/** The IP's failures within the window (older ones are forgotten). */
function recentFromIp(failures: LoginFailures, ip: string, now: Date): AddressFailure[] {
  const at = now.getTime();
  const recent = (failures.byIp.get(ip) ?? []).filter((f) => at - f.at < LOGIN_FAILURE_WINDOW_MS);
  if (recent.length > 0) failures.byIp.set(ip, recent);
  else failures.byIp.delete(ip);
  return recent;
}

/** Whether earlier failures of the username or the IP call for a captcha. */
export function captchaDue(
  failures: LoginFailures,
  username: string,
  ip: string,
  now: Date,
): boolean {
  const byName = failures.byName.get(loginKey(username)) ?? 0;
  const byIp = recentFromIp(failures, ip, now).length;
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
  failures.byIp.set(ip, [...recentFromIp(failures, ip, now), { at: now.getTime(), key }]);
  return recordFailure(failures.locks, key, LOGIN_LOCK, now);
}

/**
 * Forgets a username's failures and lock (a success, or a new password set by the account's
 * owner); with an IP (a success from it), also that username's failures from the IP. Failures of
 * other usernames from the IP stay counted.
 */
export function clearFailedLogins(failures: LoginFailures, username: string, ip?: string): void {
  const key = loginKey(username);
  failures.byName.delete(key);
  clearFailures(failures.locks, key);
  if (ip === undefined) return;
  const others = (failures.byIp.get(ip) ?? []).filter((f) => f.key !== key);
  if (others.length > 0) failures.byIp.set(ip, others);
  else failures.byIp.delete(ip);
}
