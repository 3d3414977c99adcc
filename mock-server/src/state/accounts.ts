/**
 * Accounts of one merchant: members, agents with their teams, trial accounts, and their main
 * wallet balance. Seeded from fixtures/accounts.json; registrations and free play add to it.
 */
import { isAgentType } from '@wl/api';
import { minorUnitsOf, toMinorUnits } from '@wl/tenant-config';
import { OPENING_BALANCE_REMARK } from './ledger-remarks.js';
import {
  balanceMinor,
  balanceOf,
  emptyLedger,
  MAIN_WALLET,
  post,
  toUnits,
  type LedgerState,
} from './ledger.js';

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
  /**
   * Main wallet balance in the merchant's currency once the seeded movements are replayed (an
   * opening entry makes up the difference; docs/product/money.md#the-ledger).
   */
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

/** The dialing code the shared fixtures' phone numbers are stated with (the dong site's country). */
export const FIXTURE_DIALING_CODE = '+84';

/** fixtures/accounts.json */
export interface AccountsFixture {
  currency: string;
  /**
   * The dialing code of the market's country (`fixtures/markets/<currency>/accounts.json`): a
   * seeded number stated with the fixtures' code is that country's number instead, so a baht
   * site's players have Thai numbers. Absent: numbers stay as stated.
   */
  dialingCode?: string;
  /** Logging in with this password forces the change-password step (docs/product/accounts.md#login-outcomes). */
  defaultWeakPassword: string;
  accounts: AccountFixture[];
}

export interface Account extends Omit<AccountFixture, 'balance'> {
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  /** Main wallet balance: the balance after the last entry of its chain in the ledger. */
  readonly balance: number;
  /** Game-vendor wallets (vassalage → balance) from the ledger, moved by wallet.transfer. */
  readonly vendorBalances: Readonly<Record<string, number>>;
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
  /** Where every balance of these accounts lives. */
  ledger: LedgerState;
  /** Main wallet balances the fixture states, by lower-cased username (the replay's target). */
  seededBalances: Map<string, number>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const daysBefore = (now: Date, days: number): string =>
  new Date(now.getTime() - days * DAY_MS).toISOString();

/** Gives an account its balances, read from the ledger (they cannot be set). */
function withLedgerBalances<T extends object>(
  account: T,
  ledger: LedgerState,
  username: string,
): T & Pick<Account, 'balance' | 'vendorBalances'> {
  const owner = username.toLowerCase();
  return Object.defineProperties(account, {
    balance: { enumerable: true, get: () => balanceOf(ledger, owner) },
    vendorBalances: {
      enumerable: true,
      get: () => {
        const out: Record<string, number> = {};
        for (const e of ledger.last.values()) {
          if (e.owner === owner && e.wallet !== MAIN_WALLET)
            out[e.wallet] = toUnits(ledger, balanceMinor(ledger, owner, e.wallet));
        }
        return out;
      },
    },
  }) as T & Pick<Account, 'balance' | 'vendorBalances'>;
}

export function seedAccounts(fixture: AccountsFixture, now: Date): AccountsState {
  const ledger = emptyLedger(minorUnitsOf(fixture.currency));
  const byUsername = new Map<string, Account>();
  const seededBalances = new Map<string, number>();
  for (const a of fixture.accounts) {
    const { balance, ...rest } = structuredClone(a);
    if (fixture.dialingCode !== undefined && rest.countryDialingCode === FIXTURE_DIALING_CODE)
      rest.countryDialingCode = fixture.dialingCode;
    seededBalances.set(a.username.toLowerCase(), balance);
    byUsername.set(
      a.username.toLowerCase(),
      withLedgerBalances(
        {
          ...rest,
          firstTimeLogin: a.firstTimeLogin ?? false,
          passwordExpired: a.passwordExpired ?? false,
          createdAt: daysBefore(now, a.registeredDaysAgo ?? 0),
          lastLoginAt:
            a.lastLoginDaysAgo === undefined ? null : daysBefore(now, a.lastLoginDaysAgo),
        },
        ledger,
        a.username,
      ),
    );
  }
  const maxId = Math.max(0, ...fixture.accounts.map((a) => a.id));
  return {
    currency: fixture.currency,
    defaultWeakPassword: fixture.defaultWeakPassword,
    byUsername,
    nextId: maxId + 1,
    ledger,
    seededBalances,
  };
}

export function findAccount(accounts: AccountsState, username: string): Account | undefined {
  return accounts.byUsername.get(username.trim().toLowerCase());
}

/** The account with this number; both parts as `normalizeMobile` gives them (accounts store them so). */
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

/**
 * Adds a new account (registration or free play) and returns it; a starting balance (a trial
 * account's play money) is its first ledger entry.
 */
export function addAccount(
  accounts: AccountsState,
  fields: Partial<AccountFixture> & { username: string; password: string; type: number },
  now: Date,
): Account {
  const { balance = 0, ...rest } = fields;
  const account = withLedgerBalances(
    {
      id: accounts.nextId++,
      nickname: null,
      upline: null,
      affiliateCode: null,
      email: null,
      mobileNum: null,
      countryDialingCode: null,
      memberLabel: [],
      ...rest,
      firstTimeLogin: fields.firstTimeLogin ?? true,
      passwordExpired: false,
      createdAt: now.toISOString(),
      lastLoginAt: null,
    },
    accounts.ledger,
    fields.username,
  );
  accounts.byUsername.set(account.username.toLowerCase(), account);
  if (balance > 0) {
    post(
      accounts.ledger,
      {
        owner: account.username,
        category: 'ADJUSTMENT',
        amountMinor: toMinorUnits(balance, accounts.ledger.minorUnits),
        remark: OPENING_BALANCE_REMARK,
      },
      now,
    );
  }
  return account;
}

/** Usernames of every account below an agent, at any depth (its team, itself excluded). */
export function teamOf(accounts: AccountsState, agentUsername: string): Account[] {
  const children = new Map<string, Account[]>();
  for (const a of accounts.byUsername.values()) {
    if (!a.upline) continue;
    const key = a.upline.toLowerCase();
    const siblings = children.get(key);
    if (siblings) siblings.push(a);
    else children.set(key, [a]);
  }
  // One pass over the accounts and one visit of each team member: linear in the merchant's size.
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
