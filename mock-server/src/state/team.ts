/**
 * An agent's view of its team (docs/product/agent.md#team-management): the downline tree one
 * level at a time, a search of the whole subtree, and each account as its upline sees it.
 */
import { isAgentType, type TeamMember } from '@wl/api';
import { findAccount, teamOf, type Account, type AccountsState } from './accounts.js';
import { topRate, type ContractsState } from './contracts.js';
import { paginate, type Page } from './paging.js';
import { sortRows, type SortQuery } from './report-sort.js';

/** How many levels `username` sits below `agent` (1 for a direct downline); 0 when not below it. */
function levelBelow(accounts: AccountsState, agent: string, username: string): number {
  let level = 0;
  let current = findAccount(accounts, username);
  while (current?.upline) {
    level += 1;
    if (current.upline.toLowerCase() === agent.toLowerCase()) return level;
    current = findAccount(accounts, current.upline);
  }
  return 0;
}

/** How many direct downlines each upline has, by lower-cased username (one pass). */
function directCounts(accounts: AccountsState): Map<string, number> {
  const counts = new Map<string, number>();
  for (const a of accounts.byUsername.values()) {
    if (!a.upline) continue;
    const key = a.upline.toLowerCase();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** One account of `agent`'s team as the agent sees it. */
export function teamMember(
  state: { accounts: AccountsState; contracts: ContractsState },
  agent: string,
  account: Account,
  counts: ReadonlyMap<string, number> = directCounts(state.accounts),
): TeamMember {
  const own = account.username.toLowerCase();
  return {
    username: account.username,
    nickname: account.nickname,
    accountType: isAgentType(account.type) ? 'AGENT' : 'MEMBER',
    upline: account.upline ?? agent,
    level: levelBelow(state.accounts, agent, account.username),
    balance: account.balance,
    status: account.locked ? 'LOCKED' : 'ACTIVE',
    lastLoginAt: account.lastLoginAt,
    registeredAt: account.createdAt,
    downlineCount: counts.get(own) ?? 0,
    contracts: state.contracts.list
      .filter((c) => c.downline.toLowerCase() === own)
      .filter((c) => c.status === 'ACTIVE' || c.status === 'PENDING')
      .map((c) => ({
        contractType: c.contractType,
        status: c.status === 'ACTIVE' ? 'ACTIVE' : 'PENDING',
        topRate: topRate(c.tiers),
      })),
  };
}

/** The columns team management sorts by; `topRate` is the highest top rate of the contracts. */
type TeamSortKey =
  'username' | 'level' | 'balance' | 'status' | 'registeredAt' | 'lastLoginAt' | 'topRate';

export interface TeamQuery extends SortQuery<TeamSortKey> {
  parent?: string | undefined;
  keyword?: string | undefined;
  pageNum?: number | undefined;
  pageSize?: number | undefined;
}

/** The highest top rate of each account's contracts in force or offered, by lower-case name. */
function topRates(contracts: ContractsState): Map<string, number> {
  const rates = new Map<string, number>();
  for (const c of contracts.list) {
    if (c.status !== 'ACTIVE' && c.status !== 'PENDING') continue;
    const key = c.downline.toLowerCase();
    rates.set(key, Math.max(rates.get(key) ?? 0, topRate(c.tiers)));
  }
  return rates;
}

/** What an account sorts by for each column, read without building its whole row. */
function sortValueOf(
  state: { accounts: AccountsState; contracts: ContractsState },
  agent: string,
  key: TeamSortKey,
): (account: Account) => string | number {
  switch (key) {
    case 'username':
      return (a) => a.username;
    case 'level':
      return (a) => levelBelow(state.accounts, agent, a.username);
    case 'balance':
      return (a) => a.balance;
    case 'status':
      return (a) => (a.locked ? 'LOCKED' : 'ACTIVE');
    case 'registeredAt':
      return (a) => a.createdAt;
    case 'lastLoginAt':
      // Never signed in sorts before the oldest sign-in.
      return (a) => a.lastLoginAt ?? '';
    case 'topRate': {
      const rates = topRates(state.contracts);
      return (a) => rates.get(a.username.toLowerCase()) ?? 0;
    }
  }
}

/**
 * Direct downlines of `parent` (the agent itself when absent), or with a keyword every account of
 * the agent's subtree whose username or nickname contains it; newest registrations first, or by
 * the column `sortBy` names over every account selected, before paging.
 * `parent` must be the agent or in its team (the request pipeline refuses others).
 */
export function listTeam(
  state: { accounts: AccountsState; contracts: ContractsState },
  agent: string,
  query: TeamQuery,
): Page<TeamMember> {
  const keyword = query.keyword?.trim().toLowerCase();
  let accounts: Account[];
  if (keyword) {
    accounts = teamOf(state.accounts, agent).filter(
      (a) =>
        a.username.toLowerCase().includes(keyword) ||
        (a.nickname?.toLowerCase().includes(keyword) ?? false),
    );
  } else {
    const parent = (query.parent ?? agent).toLowerCase();
    accounts = [...state.accounts.byUsername.values()].filter(
      (a) => a.upline?.toLowerCase() === parent,
    );
  }
  const team = new Set(teamOf(state.accounts, agent).map((a) => a.username.toLowerCase()));
  const sorted = accounts
    .filter((a) => team.has(a.username.toLowerCase()))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.username.localeCompare(b.username));
  const sortBy = query.sortBy;
  let ordered = sorted;
  if (sortBy !== undefined) {
    const valueOf = sortValueOf(state, agent, sortBy);
    const rows = sorted.map((account) => ({ account, value: valueOf(account) }));
    ordered = sortRows(rows, { sortBy: 'value', sortOrder: query.sortOrder }).map(
      (row) => row.account,
    );
  }
  const page = paginate(ordered, query.pageNum, query.pageSize);
  const counts = directCounts(state.accounts);
  return { ...page, content: page.content.map((a) => teamMember(state, agent, a, counts)) };
}
