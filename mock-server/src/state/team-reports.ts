/**
 * The agent centre's reports, computed from the team's bets and ledger entries
 * (docs/product/agent.md#team-reports, docs/product/money.md#the-ledger). Every figure sums settled
 * bets and successful main-wallet entries of the accounts below the agent, in minor units of the
 * merchant's currency; a report narrowed to one account reads that account only (checked by
 * team-scope).
 */
import { isAgentType } from '@wl/api';
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
import { ownerDayIndex, type IndexView } from './owner-day-index.js';
import { paginate, type Page } from './paging.js';
import { daysOf, inRange, type DayRange } from './report-range.js';
import { sortRows, type SortQuery } from './report-sort.js';

/**
 * An amount in the currency's unit to minor units: exact as `toMinorUnits`, which it calls only
 * when scaling does not give a whole number (a whole product is already the exact one), since the
 * reports add up hundreds of thousands of amounts.
 */
function minorOf(amount: number, minorUnits: number): number {
  const scaled = minorUnits === 0 ? amount : amount * 10 ** minorUnits;
  return Number.isSafeInteger(scaled) ? scaled : toMinorUnits(amount, minorUnits);
}

/**
 * Minor units to the currency's unit: the same number as `toUnits` (dividing by a power of ten
 * rounds to the nearest number as reading the decimal text does), without the text.
 */
const unitsOf = (ledger: LedgerState, minor: number): number =>
  ledger.minorUnits === 0 ? minor : Math.round(minor) / 10 ** ledger.minorUnits;

const successful = (e: LedgerEntry, category: TransactionCategory): boolean =>
  e.category === category && e.status === 'SUCCESS';

/** Sums of bets, in minor units. */
interface BetSums {
  betCount: number;
  betAmount: number;
  validBet: number;
  payout: number;
  /** Payouts minus stakes: the players' result. */
  profitLoss: number;
}

const noBets = (): BetSums => ({
  betCount: 0,
  betAmount: 0,
  validBet: 0,
  payout: 0,
  profitLoss: 0,
});

function addBet(sums: BetSums, b: BetRecord, minorUnits: number): void {
  sums.betCount += 1;
  sums.betAmount += minorOf(b.betAmount, minorUnits);
  sums.validBet += minorOf(b.validBet, minorUnits);
  sums.payout += minorOf(b.payout, minorUnits);
  sums.profitLoss += minorOf(b.payout - b.betAmount, minorUnits);
}

/** Successful deposits and withdrawals (withdrawals positive), in minor units. */
interface MoneySums {
  deposits: number;
  withdrawals: number;
}

const noMoney = (): MoneySums => ({ deposits: 0, withdrawals: 0 });

function addMoney(sums: MoneySums, e: LedgerEntry): void {
  if (successful(e, 'DEPOSIT')) sums.deposits += e.amountMinor;
  else if (successful(e, 'WITHDRAW')) sums.withdrawals -= e.amountMinor;
}

function moneyFigures(ledger: LedgerState, sums: MoneySums) {
  return {
    deposits: unitsOf(ledger, sums.deposits),
    withdrawals: unitsOf(ledger, sums.withdrawals),
  };
}

/** A value of `map` at `key`, made by `make` when absent. */
function entryOf<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = make()));
  return value;
}

export interface TeamData {
  /** The accounts read, by lower-cased username. */
  team: ReadonlyMap<string, Account>;
  bets: BetsState;
  ledger: LedgerState;
  range: DayRange;
  /** The caller's `Language`: a row's remark is in it (EN otherwise). */
  language?: string | null;
}

/** Bets by owner and day. */
const betIndex = (data: TeamData) => ownerDayIndex(data.bets.list);

/** Main-wallet deposits and withdrawals by owner and day (their status is read when summed). */
const MONEY_VIEW: IndexView<LedgerEntry> = {
  name: 'main-wallet money',
  keep: (e) => e.wallet === MAIN_WALLET && (e.category === 'DEPOSIT' || e.category === 'WITHDRAW'),
};
const moneyIndex = (data: TeamData) => ownerDayIndex(data.ledger.entries, MONEY_VIEW);

/** The account's main-wallet entries of the range, as a list. */
function teamEntryList(data: TeamData): LedgerEntry[] {
  const index = ownerDayIndex(data.ledger.entries);
  const out: LedgerEntry[] = [];
  for (const owner of data.team.keys()) {
    index.eachInDays(owner, data.range, (e) => {
      if (e.wallet === MAIN_WALLET) out.push(e);
    });
  }
  return out;
}

interface DaySums {
  bets: BetSums;
  money: MoneySums;
  /** Accounts with a settled bet that day, and the last one counted. */
  active: number;
  lastActive: string;
}

const noDay = (): DaySums => ({ bets: noBets(), money: noMoney(), active: 0, lastActive: '' });

/**
 * The team's figures, in total and by day. Each account's records come in time order, so the day
 * is looked up only when it changes.
 */
export function teamOverview(data: TeamData) {
  const { ledger } = data;
  const { minorUnits } = ledger;
  const bets = noBets();
  const money = noMoney();
  let active = 0;
  const byDay = new Map<string, DaySums>();
  let dayKey = '';
  let day = noDay();
  const dayAt = (time: string): DaySums => {
    if (dayKey === '' || !time.startsWith(dayKey)) {
      dayKey = time.slice(0, 10);
      day = entryOf(byDay, dayKey, noDay);
    }
    return day;
  };
  const bi = betIndex(data);
  const mi = moneyIndex(data);
  for (const owner of data.team.keys()) {
    let played = false;
    bi.eachInDays(owner, data.range, (b) => {
      if (b.status !== 'SETTLED') return;
      const sums = dayAt(b.time);
      addBet(bets, b, minorUnits);
      addBet(sums.bets, b, minorUnits);
      played = true;
      if (sums.lastActive !== owner) {
        sums.lastActive = owner;
        sums.active += 1;
      }
    });
    if (played) active += 1;
    mi.eachInDays(owner, data.range, (e) => {
      addMoney(money, e);
      addMoney(dayAt(e.time).money, e);
    });
  }
  const end = `${data.range.endDate}T23:59:59.999Z`;
  const members = [...data.team.values()].filter((a) => a.createdAt <= end);
  const days = daysOf(data.range).map((date) => {
    const sums = byDay.get(date) ?? noDay();
    return {
      date,
      activeMembers: sums.active,
      ...moneyFigures(ledger, sums.money),
      validBets: unitsOf(ledger, sums.bets.validBet),
      profitLoss: unitsOf(ledger, sums.bets.profitLoss),
    };
  });
  return {
    ...data.range,
    teamSize: members.length,
    newMembers: members.filter((a) => inRange(data.range, a.createdAt)).length,
    activeMembers: active,
    ...moneyFigures(ledger, money),
    validBets: unitsOf(ledger, bets.validBet),
    profitLoss: unitsOf(ledger, bets.profitLoss),
    days,
  };
}

/** A column to sort by; each report checks it against its own columns (the API schema's enum). */
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

function bettingFigures(ledger: LedgerState, sums: BetSums) {
  return {
    betCount: sums.betCount,
    betAmount: unitsOf(ledger, sums.betAmount),
    validBet: unitsOf(ledger, sums.validBet),
    payout: unitsOf(ledger, sums.payout),
    profitLoss: unitsOf(ledger, sums.profitLoss),
  };
}

/** Bets by member and game category, largest stake first. */
export function teamBetting(
  data: TeamData,
  query: PageQuery & Sorting & { gameCategory?: BetGameCategory | undefined },
) {
  const { ledger } = data;
  const totals = noBets();
  const groups: { owner: string; gameCategory: BetGameCategory; sums: BetSums }[] = [];
  const bi = betIndex(data);
  for (const owner of data.team.keys()) {
    const own = new Map<BetGameCategory, BetSums>();
    bi.eachInDays(owner, data.range, (b) => {
      if (b.status !== 'SETTLED') return;
      if (query.gameCategory !== undefined && b.gameCategory !== query.gameCategory) return;
      addBet(entryOf(own, b.gameCategory, noBets), b, ledger.minorUnits);
      addBet(totals, b, ledger.minorUnits);
    });
    for (const [gameCategory, sums] of own) groups.push({ owner, gameCategory, sums });
  }
  const rows = groups
    .map((group) => ({
      username: nameOf(data, group.owner),
      agent: isAgentOwner(data, group.owner),
      gameCategory: group.gameCategory,
      ...bettingFigures(ledger, group.sums),
    }))
    .sort((a, b) => b.betAmount - a.betAmount || a.username.localeCompare(b.username));
  return report(data.range, rows, bettingFigures(ledger, totals), query);
}

function lossFigures(ledger: LedgerState, sums: { bets: BetSums; money: MoneySums }) {
  return {
    betAmount: unitsOf(ledger, sums.bets.betAmount),
    validBet: unitsOf(ledger, sums.bets.validBet),
    profitLoss: unitsOf(ledger, sums.bets.profitLoss),
    ...moneyFigures(ledger, sums.money),
  };
}

/** Each member's result with deposits and withdrawals, biggest loss first. */
export function userLoss(data: TeamData, query: PageQuery & Sorting) {
  const { ledger } = data;
  const totals = { bets: noBets(), money: noMoney() };
  const byOwner: [string, typeof totals][] = [];
  const bi = betIndex(data);
  const mi = moneyIndex(data);
  for (const owner of data.team.keys()) {
    let sums: typeof totals | undefined;
    bi.eachInDays(owner, data.range, (b) => {
      if (b.status !== 'SETTLED') return;
      addBet((sums ??= { bets: noBets(), money: noMoney() }).bets, b, ledger.minorUnits);
      addBet(totals.bets, b, ledger.minorUnits);
    });
    mi.eachInDays(owner, data.range, (e) => {
      if (!successful(e, 'DEPOSIT') && !successful(e, 'WITHDRAW')) return;
      addMoney((sums ??= { bets: noBets(), money: noMoney() }).money, e);
      addMoney(totals.money, e);
    });
    if (sums) byOwner.push([owner, sums]);
  }
  const rows = byOwner
    .map(([owner, sums]) => ({
      username: nameOf(data, owner),
      agent: isAgentOwner(data, owner),
      upline: data.team.get(owner)?.upline ?? '',
      ...lossFigures(ledger, sums),
    }))
    .sort((a, b) => a.profitLoss - b.profitLoss || a.username.localeCompare(b.username));
  return report(data.range, rows, lossFigures(ledger, totals), query);
}

function ledgerRow(data: TeamData, e: LedgerEntry) {
  return { ...toRecord(data.ledger, e, data.language), username: nameOf(data, e.owner) };
}

/** The account's successful income (BONUS and REBATE) records, newest first. */
export function myIncome(
  data: TeamData,
  query: PageQuery & Sorting & { category?: 'BONUS' | 'REBATE' | undefined },
) {
  const categories: TransactionCategory[] = query.category ? [query.category] : ['BONUS', 'REBATE'];
  const entries = teamEntryList(data)
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
  const entries = teamEntryList(data)
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
