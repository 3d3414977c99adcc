/**
 * The agent centre's reports, computed from the team's bets and transactions
 * (docs/product/agent.md#team-reports). Every figure sums settled bets and successful money
 * movements of the accounts below the agent; a report narrowed to one account reads that account
 * only (checked by team-scope).
 */
import type { BetGameCategory, BetRecord, BetsState } from './bets.js';
import type { Account } from './accounts.js';
import type { LedgerEntry, LedgerState, TransactionCategory } from './ledger.js';
import { paginate, type Page } from './paging.js';
import { daysOf, inRange, type DayRange } from './report-range.js';
import { roundMoney } from './wallet.js';

const sum = <T>(items: readonly T[], pick: (item: T) => number): number =>
  roundMoney(items.reduce((total, item) => total + pick(item), 0));

const successful = (e: LedgerEntry, category: TransactionCategory): boolean =>
  e.category === category && e.status === 'SUCCESS';

/** Successful deposits and withdrawals (withdrawals positive) of some entries. */
function moneyFigures(entries: readonly LedgerEntry[]): { deposits: number; withdrawals: number } {
  return {
    deposits: sum(
      entries.filter((e) => successful(e, 'DEPOSIT')),
      (e) => e.amount,
    ),
    withdrawals: sum(
      entries.filter((e) => successful(e, 'WITHDRAW')),
      (e) => -e.amount,
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
  return data.ledger.entries.filter((e) => data.team.has(e.owner) && inRange(data.range, e.time));
}

export function teamOverview(data: TeamData) {
  const bets = teamBets(data);
  const entries = teamEntries(data);
  const end = `${data.range.endDate}T23:59:59.999Z`;
  const members = [...data.team.values()].filter((a) => a.createdAt <= end);
  const days = daysOf(data.range).map((date) => {
    const dayBets = bets.filter((b) => b.time.startsWith(date));
    return {
      date,
      activeMembers: new Set(dayBets.map((b) => b.owner)).size,
      ...moneyFigures(entries.filter((e) => e.time.startsWith(date))),
      validBets: sum(dayBets, (b) => b.validBet),
      profitLoss: sum(dayBets, betResult),
    };
  });
  return {
    ...data.range,
    teamSize: members.length,
    newMembers: members.filter((a) => inRange(data.range, a.createdAt)).length,
    activeMembers: new Set(bets.map((b) => b.owner)).size,
    ...moneyFigures(entries),
    validBets: sum(bets, (b) => b.validBet),
    profitLoss: sum(bets, betResult),
    days,
  };
}

interface PageQuery {
  pageNum?: number | undefined;
  pageSize?: number | undefined;
}

function report<Row, Totals>(
  range: DayRange,
  rows: readonly Row[],
  totals: Totals,
  page: PageQuery,
): Page<Row> & DayRange & { totals: Totals } {
  return { ...range, ...paginate(rows, page.pageNum, page.pageSize ?? 10), totals };
}

const nameOf = (data: TeamData, owner: string): string => data.team.get(owner)?.username ?? owner;

function bettingSums(bets: readonly BetRecord[]) {
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
  query: PageQuery & { gameCategory?: BetGameCategory | undefined },
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
      gameCategory: group[0]!.gameCategory,
      ...bettingSums(group),
    }))
    .sort((a, b) => b.betAmount - a.betAmount || a.username.localeCompare(b.username));
  return report(data.range, rows, bettingSums(bets), query);
}

function lossSums(bets: readonly BetRecord[], entries: readonly LedgerEntry[]) {
  return {
    betAmount: sum(bets, (b) => b.betAmount),
    validBet: sum(bets, (b) => b.validBet),
    profitLoss: sum(bets, betResult),
    ...moneyFigures(entries),
  };
}

/** Each member's result with deposits and withdrawals, biggest loss first. */
export function userLoss(data: TeamData, query: PageQuery) {
  const bets = teamBets(data);
  const entries = teamEntries(data).filter(
    (e) => successful(e, 'DEPOSIT') || successful(e, 'WITHDRAW'),
  );
  const owners = new Set([...bets.map((b) => b.owner), ...entries.map((e) => e.owner)]);
  const rows = [...owners]
    .map((owner) => ({
      username: nameOf(data, owner),
      upline: data.team.get(owner)?.upline ?? '',
      ...lossSums(
        bets.filter((b) => b.owner === owner),
        entries.filter((e) => e.owner === owner),
      ),
    }))
    .sort((a, b) => a.profitLoss - b.profitLoss || a.username.localeCompare(b.username));
  return report(data.range, rows, lossSums(bets, entries), query);
}

function ledgerRow(data: TeamData, e: LedgerEntry) {
  const { owner, ...record } = e;
  return { ...record, username: nameOf(data, owner) };
}

const newestFirst = (a: LedgerEntry, b: LedgerEntry): number =>
  b.time.localeCompare(a.time) || b.id.localeCompare(a.id);

/** The account's successful income (BONUS and REBATE) records, newest first. */
export function myIncome(
  data: TeamData,
  query: PageQuery & { category?: 'BONUS' | 'REBATE' | undefined },
) {
  const categories: TransactionCategory[] = query.category ? [query.category] : ['BONUS', 'REBATE'];
  const entries = teamEntries(data)
    .filter((e) => e.status === 'SUCCESS' && categories.includes(e.category))
    .sort(newestFirst);
  const rows = entries.map((e) => ledgerRow(data, e));
  return report(data.range, rows, { amount: sum(entries, (e) => e.amount) }, query);
}

/** The account's transactions, newest first; totals over the successful ones. */
export function accountDetails(
  data: TeamData,
  query: PageQuery & { category?: TransactionCategory | undefined },
) {
  const entries = teamEntries(data)
    .filter((e) => query.category === undefined || e.category === query.category)
    .sort(newestFirst);
  const done = entries.filter((e) => e.status === 'SUCCESS');
  const credit = sum(
    done.filter((e) => e.amount > 0),
    (e) => e.amount,
  );
  const debit = sum(
    done.filter((e) => e.amount < 0),
    (e) => e.amount,
  );
  const rows = entries.map((e) => ledgerRow(data, e));
  return report(data.range, rows, { credit, debit, net: roundMoney(credit + debit) }, query);
}
