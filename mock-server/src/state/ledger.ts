/**
 * Wallet transactions of every account of one merchant (content.memberTransactions). Seeded from
 * fixtures/transactions.json relative to the seeding time; transfers, point conversions, raffle
 * prizes and real-time salary settlements append to it.
 */
import type { ContentMemberTransactionsValue } from '@wl/contract';

export type TransactionRecord = ContentMemberTransactionsValue['content'][number];
export type TransactionCategory = TransactionRecord['category'];

/** fixtures/transactions.json entry: times are relative so that "today" always has records. */
export interface TransactionFixture {
  username: string;
  /** Days before the seeding day (0 today). */
  daysAgo: number;
  /** UTC time of day, HH:MM:SS. */
  at: string;
  category: TransactionCategory;
  amount: number;
  balanceAfter: number;
  status: TransactionRecord['status'];
  remark: string | null;
}

export interface LedgerEntry extends TransactionRecord {
  /** Lower-cased username of the account the record belongs to. */
  owner: string;
}

export interface LedgerState {
  entries: LedgerEntry[];
  nextId: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** yyyy-MM-dd of an instant, in UTC. */
export function isoDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

export function seedLedger(fixture: TransactionFixture[], now: Date): LedgerState {
  const entries = fixture.map((t, index): LedgerEntry => {
    const day = isoDay(new Date(now.getTime() - t.daysAgo * DAY_MS));
    return {
      owner: t.username.toLowerCase(),
      id: `T${String(index + 1).padStart(6, '0')}`,
      time: new Date(`${day}T${t.at}.000Z`).toISOString(),
      category: t.category,
      amount: t.amount,
      balanceAfter: t.balanceAfter,
      status: t.status,
      remark: t.remark,
    };
  });
  return { entries, nextId: entries.length + 1 };
}

/** Appends a record (successful unless told) for an account. */
export function recordTransaction(
  ledger: LedgerState,
  username: string,
  record: {
    category: TransactionCategory;
    amount: number;
    balanceAfter: number;
    remark: string | null;
    /** SUCCESS unless told (a deposit waiting for the operator is PENDING). */
    status?: TransactionRecord['status'];
  },
  now: Date,
): LedgerEntry {
  const entry: LedgerEntry = {
    owner: username.toLowerCase(),
    id: `T${String(ledger.nextId++).padStart(6, '0')}`,
    time: now.toISOString(),
    status: 'SUCCESS',
    ...record,
  };
  ledger.entries.push(entry);
  return entry;
}

export interface TransactionFilter {
  username: string;
  /** Inclusive yyyy-MM-dd bounds (UTC days). */
  startDate: string;
  endDate: string;
  category?: TransactionCategory | undefined;
}

/** The account's own records in the day range (and category), newest first. */
export function transactionsOf(
  ledger: LedgerState,
  filter: TransactionFilter,
): TransactionRecord[] {
  const owner = filter.username.toLowerCase();
  return ledger.entries
    .filter((e) => e.owner === owner)
    .filter((e) => {
      const day = e.time.slice(0, 10);
      return day >= filter.startDate && day <= filter.endDate;
    })
    .filter((e) => filter.category === undefined || e.category === filter.category)
    .sort((a, b) => b.time.localeCompare(a.time) || b.id.localeCompare(a.id))
    .map(({ owner: _owner, ...record }) => record);
}

/** Money in, money out (a positive sum) and the net change of the successful records. */
export function summarizeTransactions(
  records: readonly TransactionRecord[],
): ContentMemberTransactionsValue['summary'] {
  const done = records.filter((r) => r.status === 'SUCCESS');
  const totalIn = done.reduce((sum, r) => (r.amount > 0 ? sum + r.amount : sum), 0);
  const totalOut = done.reduce((sum, r) => (r.amount < 0 ? sum - r.amount : sum), 0);
  return { totalIn, totalOut, net: totalIn - totalOut };
}
