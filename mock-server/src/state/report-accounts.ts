/**
 * Who an agent may read (docs/product/agent.md#team-scope): itself and its team at any depth.
 * A name outside that subtree, or an unknown one, is refused with HTTP 403 alike, so an agent
 * cannot probe which accounts exist in other teams.
 */
import { forbidden } from '../backend-error.js';
import { findAccount, teamOf, type Account, type AccountsState } from './accounts.js';

/** The agent's team (itself excluded), by lower-cased username. */
export function teamMap(accounts: AccountsState, agent: string): Map<string, Account> {
  return new Map(teamOf(accounts, agent).map((a) => [a.username.toLowerCase(), a]));
}

/** The account a report may be narrowed to: the caller or a member of its team; else 403. */
export function scopedAccount(accounts: AccountsState, agent: string, username: string): Account {
  const account = findAccount(accounts, username);
  if (!account) throw forbidden();
  const name = account.username.toLowerCase();
  if (name === agent.toLowerCase() || teamMap(accounts, agent).has(name)) return account;
  throw forbidden();
}

/**
 * A downline's subtree: the account itself and, for an agent, every account below it, by
 * lower-cased username (a report drilled down into that downline).
 */
export function subtreeMap(accounts: AccountsState, account: Account): Map<string, Account> {
  return new Map([
    [account.username.toLowerCase(), account],
    ...teamMap(accounts, account.username),
  ]);
}
