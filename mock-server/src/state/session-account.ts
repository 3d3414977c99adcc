import { unauthorized } from '../backend-error.js';
import { requireSession } from '../handler.js';
import { findAccount, type Account } from './accounts.js';
import type { MerchantState } from './merchant-state.js';
import type { ActiveSession } from './sessions.js';

/** The account of the caller's session; a session whose account is gone counts as logged out. */
export function sessionAccount(ctx: {
  state: MerchantState;
  session: ActiveSession | null;
}): Account {
  const account = findAccount(ctx.state.accounts, requireSession(ctx).username);
  if (!account) throw unauthorized();
  return account;
}
