/**
 * The agent centre's reports, computed from the team's bets and ledger entries
 * (docs/product/agent.md#team-reports, docs/product/money.md#the-ledger). Every figure sums settled
 * bets and successful main-wallet entries of the accounts below the agent, in minor units of the
 * merchant's currency; a report narrowed to one account reads that account only (checked by
 * team-scope).
 */
import { isAgentType } from '@wl/contract';
import { toMinorUnits } from '@wl/tenant-config';
import type { BetGameCategory, BetRecord, BetsState } from './bets.js';
import type { Account } from './accounts.js';
import {
  MAIN_WALLET,
  newestFirst,
  toRecord,
  toUnits,
  type LedgerEntry,
  type LedgerState,
  type TransactionCategory,
} from './ledger.js';
import { paginate, type Page } from './paging.js';
import { daysOf, inRange, type DayRange } from './report-range.js';
import { sortRows, type SortQuery } from './report-sort.js';

/** A sum of amounts in the currency's unit, added up in minor units. */
type Summer = <T>(items: readonly T[], pick: (item: T) => number) => number;

function summer(ledger: LedgerState): Summer {
  return (items, pick) =>
    toUnits(
      ledger,
      items.reduce((total, item) => total + toMinorUnits(pick(item), ledger.minorUnits), 0),
    );
}

/** Entry amounts in the currency's unit. */
const amountOf = (ledger: LedgerState, e: LedgerEntry): number => toUnits(ledger, e.amountMinor);

const successful = (e: LedgerEntry, category: TransactionCategory): boolean =>
  e.category === category && e.status === 'SUCCESS';

/** Successful deposits and withdrawals (withdrawals positive) of some entries. */
function moneyFigures(
  data: TeamData,
  entries: readonly LedgerEntry[],
): { deposits: number; withdrawals: number } {
  const sum = summer(data.ledger);
  return {
    deposits: sum(
      entries.filter((e) => successful(e, 'DEPOSIT')),
      (e) => amountOf(data.ledger, e),
    ),
    withdrawals: sum(
      entries.filter((e) => successful(e, 'WITHDRAW')),
      (e) => -amountOf(data.ledger, e),
    ),
  };
}

const betResult = (b: BetRecord): number => b.payout - b.betAmount;

export interface TeamData {
  /** The accounts read, by lower-cased username. */
  team: ReadonlyMap<string, Account>;
  bets: BetsState;
  ledger: LedgerState;
  range: DayRange;
}

function teamBets(data: TeamData): BetRecord[] {
  return data.bets.list.filter(
    (b) => b.status === 'SETTLED' && data.team.has(b.owner) && inRange(data.range, b.time),
  );
}

function teamEntries(data: TeamData): LedgerEntry[] {
  return data.ledger.entries.filter(
    (e) => e.wallet === MAIN_WALLET && data.team.has(e.owner) && inRange(data.range, e.time),
  );
}

export function teamOverview(data: TeamData) {
  const sum = summer(data.ledger);
  const bets = teamBets(data);
  const entries = teamEntries(data);
  const end = `${data.range.endDate}T23:59:59.999Z`;
  const members = [...data.team.values()].filter((a) => a.createdAt <= end);
  const days = daysOf(data.range).map((date) => {
    const dayBets = bets.filter((b) => b.time.startsWith(date));
    return {
      date,
      activeMembers: new Set(dayBets.map((b) => b.owner)).size,
      ...moneyFigures(
        data,
        entries.filter((e) => e.time.startsWith(date)),
      ),
      validBets: sum(dayBets, (b) => b.validBet),
      profitLoss: sum(dayBets, betResult),
    };
  });
  return {
    ...data.range,
    teamSize: members.length,
    newMembers: members.filter((a) => inRange(data.range, a.createdAt)).length,
    activeMembers: new Set(bets.map((b) => b.owner)).size,
    ...moneyFigures(data, entries),
    validBets: sum(bets, (b) => b.validBet),
    profitLoss: sum(bets, betResult),
    days,
  };
}

/** A column to sort by; each report checks it against its own columns (the contract's enum). */
type Sorting = SortQuery<string>;

interface PageQuery {
  pageNum?: number | undefined;
  pageSize?: number | undefined;
}

function report<Row extends object, Totals>(
  range: DayRange,
  rows: readonly Row[],
  totals: Totals,
  page: PageQuery & Sorting,
): Page<Row> & DayRange & { totals: Totals } {
  const sorted = sortRows(rows, page);
  return { ...range, ...paginate(sorted, page.pageNum, page.pageSize ?? 10), totals };
}

const nameOf = (data: TeamData, owner: string): string => data.team.get(owner)?.username ?? owner;

const isAgentOwner = (data: TeamData, owner: string): boolean => {
  const account = data.team.get(owner);
  return account !== undefined && isAgentType(account.type);
};

function bettingSums(data: TeamData, bets: readonly BetRecord[]) {
  const sum = summer(data.ledger);
  return {
    betCount: bets.length,
    betAmount: sum(bets, (b) => b.betAmount),
    validBet: sum(bets, (b) => b.validBet),
    payout: sum(bets, (b) => b.payout),
    profitLoss: sum(bets, betResult),
  };
}

/** Bets by member and game category, largest stake first. */
export function teamBetting(
  data: TeamData,
  query: PageQuery & Sorting & { gameCategory?: BetGameCategory | undefined },
) {
  const bets = teamBets(data).filter(
    (b) => query.gameCategory === undefined || b.gameCategory === query.gameCategory,
  );
  const groups = new Map<string, BetRecord[]>();
  for (const b of bets) {
    const key = `${b.owner}\u0000${b.gameCategory}`;
    groups.set(key, [...(groups.get(key) ?? []), b]);
  }
  const rows = [...groups.values()]
    .map((group) => ({
      username: nameOf(data, group[0]!.owner),
      agent: isAgentOwner(data, group[0]!.owner),
      gameCategory: group[0]!.gameCategory,
      ...bettingSums(data, group),
    }))
    .sort((a, b) => b.betAmount - a.betAmount || a.username.localeCompare(b.username));
  return report(data.range, rows, bettingSums(data, bets), query);
}

function lossSums(data: TeamData, bets: readonly BetRecord[], entries: readonly LedgerEntry[]) {
  const sum = summer(data.ledger);
  return {
    betAmount: sum(bets, (b) => b.betAmount),
    validBet: sum(bets, (b) => b.validBet),
    profitLoss: sum(bets, betResult),
    ...moneyFigures(data, entries),
  };
}

/** Each member's result with deposits and withdrawals, biggest loss first. */
export function userLoss(data: TeamData, query: PageQuery & Sorting) {
  const bets = teamBets(data);
  const entries = teamEntries(data).filter(
    (e) => successful(e, 'DEPOSIT') || successful(e, 'WITHDRAW'),
  );
  const owners = new Set([...bets.map((b) => b.owner), ...entries.map((e) => e.owner)]);
  const rows = [...owners]
    .map((owner) => ({
      username: nameOf(data, owner),
      agent: isAgentOwner(data, owner),
      upline: data.team.get(owner)?.upline ?? '',
      ...lossSums(
        data,
        bets.filter((b) => b.owner === owner),
        entries.filter((e) => e.owner === owner),
      ),
    }))
    .sort((a, b) => a.profitLoss - b.profitLoss || a.username.localeCompare(b.username));
  return report(data.range, rows, lossSums(data, bets, entries), query);
}

function ledgerRow(data: TeamData, e: LedgerEntry) {
  return { ...toRecord(data.ledger, e), username: nameOf(data, e.owner) };
}

/** The account's successful income (BONUS and REBATE) records, newest first. */
export function myIncome(
  data: TeamData,
  query: PageQuery & Sorting & { category?: 'BONUS' | 'REBATE' | undefined },
) {
  const categories: TransactionCategory[] = query.category ? [query.category] : ['BONUS', 'REBATE'];
  const entries = teamEntries(data)
    .filter((e) => e.status === 'SUCCESS' && categories.includes(e.category))
    .sort(newestFirst);
  const rows = entries.map((e) => ledgerRow(data, e));
  const amount = toUnits(
    data.ledger,
    entries.reduce((total, e) => total + e.amountMinor, 0),
  );
  return report(data.range, rows, { amount }, query);
}

/** The account's transactions, newest first; totals over the successful ones. */
export function accountDetails(
  data: TeamData,
  query: PageQuery & Sorting & { category?: TransactionCategory | undefined },
) {
  const entries = teamEntries(data)
    .filter((e) => query.category === undefined || e.category === query.category)
    .sort(newestFirst);
  const done = entries.filter((e) => e.status === 'SUCCESS');
  const creditMinor = done.reduce((t, e) => (e.amountMinor > 0 ? t + e.amountMinor : t), 0);
  const debitMinor = done.reduce((t, e) => (e.amountMinor < 0 ? t + e.amountMinor : t), 0);
  const rows = entries.map((e) => ledgerRow(data, e));
  const totals = {
    credit: toUnits(data.ledger, creditMinor),
    debit: toUnits(data.ledger, debitMinor),
    net: toUnits(data.ledger, creditMinor + debitMinor),
  };
  return report(data.range, rows, totals, query);
}
