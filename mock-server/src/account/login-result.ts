import type { LoginResult } from '@wl/api';
import { BackendError } from '../backend-error.js';
import type { Account } from '../state/accounts.js';
import { ensureBigTeam } from '../state/big-team.js';
import { clearFailedLogins } from '../state/login-failures.js';
import type { MerchantState } from '../state/merchant-state.js';
import { openSession } from '../state/sessions.js';

/**
 * A successful sign-in: the username's failed logins (and any lock) are forgotten, a session opens, and the login result reports
 * the account's first-login and expired-password flags; the account's last sign-in becomes now. firstTimeLogin is reported once: later
 * sign-ins answer false.
 */
export function signIn(
  state: MerchantState,
  account: Account,
  now: Date,
  password?: string,
): LoginResult {
  clearFailedLogins(state.auth.loginFailures, account.username);
  // An agent with a large team gets it at its first sign-in (docs/product/agent.md#large-team).
  ensureBigTeam(state, account.username, now);
  const token = openSession(state, account, now);
  if (password !== undefined && mustChangePassword(state, account, password)) {
    const session = state.sessions.get(token);
    if (session) session.passwordChange = true;
  }
  const result: LoginResult = {
    token,
    id: account.id,
    userName: account.username,
    customerType: account.type,
    firstTimeLogin: account.firstTimeLogin,
    passwordExpired: account.passwordExpired,
  };
  account.firstTimeLogin = false;
  account.lastLoginAt = now.toISOString();
  return result;
}

/**
 * Whether a password sign-in must change its password before anything else: the first sign-in,
 * an expired password when the merchant forces its change, or the merchant's default weak
 * password (docs/product/accounts.md#password-change-first). SMS and provider sign-ins never do.
 */
function mustChangePassword(state: MerchantState, account: Account, password: string): boolean {
  if (account.firstTimeLogin) return true;
  if (account.passwordExpired && state.system.loginInfo.forcePasswordExpiryChange) return true;
  return password === state.accounts.defaultWeakPassword;
}

/** The failure word of a password sign-in that must be confirmed from a new address. */
export const LOGIN_VERIFICATION_REQUIRED = 'login_verification_required';

/**
 * Login IP verification (docs/product/accounts.md#login-ip-verification): an account with a
 * mobile number that has signed in from other addresses, and not from this one, must confirm the
 * sign-in with an SMS code (session.loginVerification). Checked after the password and portal.
 */
export function assertKnownAddress(account: Account, ip: string): void {
  const known = account.knownIps ?? [];
  if (account.mobileNum && known.length > 0 && !known.includes(ip)) {
    throw new BackendError(LOGIN_VERIFICATION_REQUIRED, { value: { verification: true } });
  }
}

/** Remembers the address of a successful sign-in. */
export function rememberAddress(account: Account, ip: string): void {
  const known = (account.knownIps ??= []);
  if (!known.includes(ip)) known.push(ip);
}
