import type { LoginResult } from '@wl/contract';
import type { Account } from '../state/accounts.js';
import { clearFailedLogins } from '../state/login-failures.js';
import type { MerchantState } from '../state/merchant-state.js';
import { openSession } from '../state/sessions.js';

/**
 * A successful sign-in: the username's failed logins (and any lock) are forgotten, a session opens, and the login result reports
 * the account's first-login and expired-password flags. firstTimeLogin is reported once: later
 * sign-ins answer false.
 */
export function signIn(state: MerchantState, account: Account, now: Date): LoginResult {
  clearFailedLogins(state.auth.loginFailures, account.username);
  const result: LoginResult = {
    token: openSession(state, account, now),
    id: account.id,
    userName: account.username,
    customerType: account.type,
    firstTimeLogin: account.firstTimeLogin,
    passwordExpired: account.passwordExpired,
  };
  account.firstTimeLogin = false;
  return result;
}
