/**
 * The ledger of one merchant (docs/product/money.md#the-ledger): every movement of money of every
 * account is one entry with the balance after it, held in whole minor units of the merchant's
 * currency. Each account has one chain per wallet (its main wallet, and each vendor wallet on a
 * merchant with vendor wallets); a wallet's balance is the balance after the last entry of its
 * chain, and nothing else holds a balance. Records, account details and the agent reports read
 * these entries.
 */
import type { ContentMemberTransactionsValue } from '@wl/api';
import { fitsPrecision, fromMinorUnits, toMinorUnits } from '@wl/tenant-config';
import { BackendError, requestParamError } from '../backend-error.js';
import { pickText, type KeptText } from './localized-text.js';

export type TransactionRecord = ContentMemberTransactionsValue['content'][number];
export type TransactionCategory = TransactionRecord['category'];
export type TransactionStatus = TransactionRecord['status'];

/** The main wallet's name in the ledger and in transfers. */
export const MAIN_WALLET = 'MAIN';

/** fixtures/transactions.json entry: times are relative so that "today" always has records. */
export interface TransactionFixture {
  username: string;
  /** Days before the seeding day (0 today). */
  daysAgo: number;
  /** UTC time of day, HH:MM:SS. */
  at: string;
  category: TransactionCategory;
  /** Signed, in the currency's unit. */
  amount: number;
  status: TransactionStatus;
  remark: KeptText | null;
}

export interface LedgerEntry {
  id: string;
  /** Lower-cased username of the account the entry belongs to. */
  owner: string;
  /** MAIN or a vendor wallet (vassalage code). */
  wallet: string;
  /** ISO time. */
  time: string;
  category: TransactionCategory;
  /** Signed, in minor units. */
  amountMinor: number;
  /** The wallet's balance once this entry is applied, in minor units. */
  balanceAfterMinor: number;
  /**
   * Whether the entry moved the balance: a deposit waiting for the operator does not (its
   * balance after is the previous one) until it is credited.
   */
  moves: boolean;
  status: TransactionStatus;
  /** Kept in every language; a record shows it in the caller's. */
  remark: KeptText | null;
  /** The withdrawal this entry asks for (its status follows the withdrawal's). */
  withdrawalId?: string;
}

export interface LedgerState {
  /** Decimals of the merchant's currency (VND 0, USD 2). */
  minorUnits: number;
  /** In the order they were posted (each chain's order). */
  entries: LedgerEntry[];
  nextId: number;
  /** The last entry of each chain, by `owner\u0000wallet`. */
  last: Map<string, LedgerEntry>;
}

const chainKey = (owner: string, wallet: string): string => `${owner.toLowerCase()}\u0000${wallet}`;

export function emptyLedger(minorUnits: number): LedgerState {
  return { minorUnits, entries: [], nextId: 1, last: new Map() };
}

/** yyyy-MM-dd of an instant, in UTC. */
export function isoDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Minor units of the merchant's currency to a number in its unit (as answers carry amounts). */
export const toUnits = (ledger: LedgerState, minor: number): number =>
  fromMinorUnits(minor, ledger.minorUnits);

/**
 * An amount a caller sent, in minor units: a finite number above zero with no more decimals than
 * the currency has; anything else is refused with request_param_err, never rounded
 * (docs/product/money.md#rounding).
 */
export function requireAmount(ledger: LedgerState, amount: unknown): number {
  if (typeof amount !== 'number' || !(amount > 0) || !fitsPrecision(amount, ledger.minorUnits))
    throw requestParamError();
  const minor = toMinorUnits(amount, ledger.minorUnits);
  if (!Number.isSafeInteger(minor)) throw requestParamError();
  return minor;
}

/** The last entry of a wallet's chain, if any. */
export function lastEntry(
  ledger: LedgerState,
  owner: string,
  wallet = MAIN_WALLET,
): LedgerEntry | undefined {
  return ledger.last.get(chainKey(owner, wallet));
}

/** The wallet's balance in minor units: the balance after its last entry (0 without one). */
export function balanceMinor(ledger: LedgerState, owner: string, wallet = MAIN_WALLET): number {
  return lastEntry(ledger, owner, wallet)?.balanceAfterMinor ?? 0;
}

/** The wallet's balance in the currency's unit. */
export function balanceOf(ledger: LedgerState, owner: string, wallet = MAIN_WALLET): number {
  return toUnits(ledger, balanceMinor(ledger, owner, wallet));
}

export interface Movement {
  owner: string;
  /** MAIN unless told. */
  wallet?: string;
  category: TransactionCategory;
  /** Signed, in minor units (negative leaves the wallet). */
  amountMinor: number;
  remark: KeptText | null;
  /** SUCCESS unless told. */
  status?: TransactionStatus;
  /** True unless told (a pending deposit moves nothing yet). */
  moves?: boolean;
  withdrawalId?: string;
}

/**
 * Appends one entry to the end of its wallet's chain. A debit that would take the wallet below
 * zero is refused with insufficient_balance (callers check first to answer a more specific word).
 */
export function post(ledger: LedgerState, movement: Movement, at: Date): LedgerEntry {
  const wallet = movement.wallet ?? MAIN_WALLET;
  const owner = movement.owner.toLowerCase();
  const moves = movement.moves ?? true;
  if (!Number.isSafeInteger(movement.amountMinor)) throw requestParamError();
  const before = balanceMinor(ledger, owner, wallet);
  const after = moves ? before + movement.amountMinor : before;
  if (after < 0) throw new BackendError('insufficient_balance');
  const entry: LedgerEntry = {
    id: `T${String(ledger.nextId++).padStart(6, '0')}`,
    owner,
    wallet,
    time: at.toISOString(),
    category: movement.category,
    amountMinor: movement.amountMinor,
    balanceAfterMinor: after,
    moves,
    status: movement.status ?? 'SUCCESS',
    remark: movement.remark,
    ...(movement.withdrawalId === undefined ? {} : { withdrawalId: movement.withdrawalId }),
  };
  ledger.entries.push(entry);
  ledger.last.set(chainKey(owner, wallet), entry);
  return entry;
}

/** Moves money from one wallet to another (both sides are entries of the same category). */
export function move(
  ledger: LedgerState,
  from: { owner: string; wallet?: string; remark: KeptText | null },
  to: { owner: string; wallet?: string; remark: KeptText | null },
  category: TransactionCategory,
  amountMinor: number,
  at: Date,
): { out: LedgerEntry; in: LedgerEntry } {
  if (balanceMinor(ledger, from.owner, from.wallet) < amountMinor)
    throw new BackendError('insufficient_balance');
  const out = post(ledger, { ...from, category, amountMinor: -amountMinor }, at);
  return { out, in: post(ledger, { ...to, category, amountMinor }, at) };
}

/**
 * An entry as records and reports show it, amounts in the currency's unit and its remark in the
 * caller's language (EN otherwise).
 */
export function toRecord(
  ledger: LedgerState,
  entry: LedgerEntry,
  language: string | null = null,
): TransactionRecord {
  return {
    id: entry.id,
    time: entry.time,
    category: entry.category,
    amount: toUnits(ledger, entry.amountMinor),
    balanceAfter: toUnits(ledger, entry.balanceAfterMinor),
    status: entry.status,
    remark: entry.remark === null ? null : pickText(entry.remark, language),
  };
}

/** Newest first; entries of the same instant in reverse posting order. */
export const newestFirst = (a: LedgerEntry, b: LedgerEntry): number =>
  b.time.localeCompare(a.time) || b.id.localeCompare(a.id);

export interface TransactionFilter {
  username: string;
  /** Inclusive yyyy-MM-dd bounds (UTC days). */
  startDate: string;
  endDate: string;
  category?: TransactionCategory | undefined;
}

/** The account's main-wallet entries in the day range (and category), newest first. */
export function entriesOf(ledger: LedgerState, filter: TransactionFilter): LedgerEntry[] {
  const owner = filter.username.toLowerCase();
  return ledger.entries
    .filter((e) => e.owner === owner && e.wallet === MAIN_WALLET)
    .filter((e) => {
      const day = e.time.slice(0, 10);
      return day >= filter.startDate && day <= filter.endDate;
    })
    .filter((e) => filter.category === undefined || e.category === filter.category)
    .sort(newestFirst);
}

/**
 * Money in, money out (a positive sum) and the net change of the successful entries, summed in
 * minor units.
 */
export function summarizeEntries(
  ledger: LedgerState,
  entries: readonly LedgerEntry[],
): ContentMemberTransactionsValue['summary'] {
  const done = entries.filter((e) => e.status === 'SUCCESS');
  const inMinor = done.reduce((sum, e) => (e.amountMinor > 0 ? sum + e.amountMinor : sum), 0);
  const outMinor = done.reduce((sum, e) => (e.amountMinor < 0 ? sum - e.amountMinor : sum), 0);
  return {
    totalIn: toUnits(ledger, inMinor),
    totalOut: toUnits(ledger, outMinor),
    net: toUnits(ledger, inMinor - outMinor),
  };
}
