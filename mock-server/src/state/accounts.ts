/**
 * Accounts of one merchant: members, agents with their teams, trial accounts, and their main
 * wallet balance. Seeded from fixtures/accounts.json; registrations and free play add to it.
 */
import { isAgentType } from '@wl/contract';

export interface MemberLabel {
  labelType: number;
  labelName: string;
}

/** fixtures/accounts.json entry. */
export interface AccountFixture {
  id: number;
  username: string;
  password: string;
  /** 1, 2, 41, 42 agent; 4 trial; 0 member. */
  type: number;
  nickname: string | null;
  /** Username of the upline agent. */
  upline: string | null;
  /** Agents' invitation code, checked by member.affiliateCheck. */
  affiliateCode: string | null;
  email: string | null;
  mobileNum: string | null;
  countryDialingCode: string | null;
  /** Main wallet balance in the merchant's currency. */
  balance: number;
  memberLabel: MemberLabel[];
  firstTimeLogin?: boolean;
  passwordExpired?: boolean;
  /**
   * Addresses the account signed in from. With LOGINIPVERF3 a password sign-in from an address
   * not listed (when any is) must be confirmed by session.loginVerification.
   */
  knownIps?: string[];
  /** Profile picture URL (member.icon); none when absent. */
  icon?: string | null;
  /** Name of the member's VIP club (member.info clubLabel); none when absent. */
  clubLabel?: string | null;
  /** Days before the seeding day the account registered (0 or absent: at seeding). */
  registeredDaysAgo?: number;
  /** Days before the seeding day of the last sign-in; absent: never signed in. */
  lastLoginDaysAgo?: number;
  /** Locked by the merchant: shown as LOCKED in the upline's team list. */
  locked?: boolean;
}

/** fixtures/accounts.json */
export interface AccountsFixture {
  currency: string;
  /** Logging in with this password forces the change-password step (docs/product/accounts.md#login-outcomes). */
  defaultWeakPassword: string;
  accounts: AccountFixture[];
}

export interface Account extends AccountFixture {
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  /** Game-vendor wallets (vassalage → balance), moved by wallet.transfer. */
  vendorBalances: Record<string, number>;
  createdAt: string;
  /** ISO time of the last sign-in; null when never signed in. */
  lastLoginAt: string | null;
}

export interface AccountsState {
  currency: string;
  defaultWeakPassword: string;
  /** By lower-cased username. */
  byUsername: Map<string, Account>;
  nextId: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const daysBefore = (now: Date, days: number): string =>
  new Date(now.getTime() - days * DAY_MS).toISOString();

export function seedAccounts(fixture: AccountsFixture, now: Date): AccountsState {
  const byUsername = new Map<string, Account>();
  for (const a of fixture.accounts) {
    byUsername.set(a.username.toLowerCase(), {
      ...structuredClone(a),
      firstTimeLogin: a.firstTimeLogin ?? false,
      passwordExpired: a.passwordExpired ?? false,
      vendorBalances: {},
      createdAt: daysBefore(now, a.registeredDaysAgo ?? 0),
      lastLoginAt: a.lastLoginDaysAgo === undefined ? null : daysBefore(now, a.lastLoginDaysAgo),
    });
  }
  const maxId = Math.max(0, ...fixture.accounts.map((a) => a.id));
  return {
    currency: fixture.currency,
    defaultWeakPassword: fixture.defaultWeakPassword,
    byUsername,
    nextId: maxId + 1,
  };
}

export function findAccount(accounts: AccountsState, username: string): Account | undefined {
  return accounts.byUsername.get(username.trim().toLowerCase());
}

export function findAccountByMobile(
  accounts: AccountsState,
  countryDialingCode: string,
  mobileNum: string,
): Account | undefined {
  for (const a of accounts.byUsername.values()) {
    if (a.mobileNum === mobileNum && a.countryDialingCode === countryDialingCode) return a;
  }
  return undefined;
}

export function findAgentByAffiliateCode(
  accounts: AccountsState,
  code: string,
): Account | undefined {
  for (const a of accounts.byUsername.values()) {
    if (isAgentType(a.type) && a.affiliateCode?.toUpperCase() === code.trim().toUpperCase())
      return a;
  }
  return undefined;
}

/** Adds a new account (registration or free play) and returns it. */
export function addAccount(
  accounts: AccountsState,
  fields: Partial<AccountFixture> & { username: string; password: string; type: number },
  now: Date,
): Account {
  const account: Account = {
    id: accounts.nextId++,
    nickname: null,
    upline: null,
    affiliateCode: null,
    email: null,
    mobileNum: null,
    countryDialingCode: null,
    balance: 0,
    memberLabel: [],
    ...fields,
    firstTimeLogin: fields.firstTimeLogin ?? true,
    passwordExpired: false,
    vendorBalances: {},
    createdAt: now.toISOString(),
    lastLoginAt: null,
  };
  accounts.byUsername.set(account.username.toLowerCase(), account);
  return account;
}

/** Usernames of every account below an agent, at any depth (its team, itself excluded). */
export function teamOf(accounts: AccountsState, agentUsername: string): Account[] {
  const children = new Map<string, Account[]>();
  for (const a of accounts.byUsername.values()) {
    if (!a.upline) continue;
    const key = a.upline.toLowerCase();
    children.set(key, [...(children.get(key) ?? []), a]);
  }
  const out: Account[] = [];
  const walk = (name: string): void => {
    for (const child of children.get(name.toLowerCase()) ?? []) {
      out.push(child);
      walk(child.username);
    }
  };
  walk(agentUsername);
  return out;
}

/** Whether `username` is in the team of `agentUsername` (at any depth). */
export function isInTeam(
  accounts: AccountsState,
  agentUsername: string,
  username: string,
): boolean {
  return teamOf(accounts, agentUsername).some(
    (a) => a.username.toLowerCase() === username.toLowerCase(),
  );
}
