/**
 * Contract settlement (docs/product/agent.md#settlement): every contract in force pays its
 * downline, for each whole period elapsed since it was last settled, the period's base times the
 * rate of the highest tier that base reaches. Salaries are paid on the team's turnover (valid bets)
 * of the period, dividends on the team's net loss of the period, both read from the bets the team
 * reports show. Settlement runs lazily: whenever a call that shows money or a contract
 * is answered, the periods elapsed up to `now` are paid and written to the account's transactions.
 */
import type { ContractTier, PeriodType } from '@wl/api';
import { fromMinorUnits, toMinorUnits } from '@wl/tenant-config';
import { findAccount, teamOf, type AccountsState } from './accounts.js';
import type { BetRecord, BetsState } from './bets.js';
import { CONTRACT_KIND_NAMES } from './contract-kind-names.js';
import type { ContractRecord, ContractsState } from './contracts.js';
import { lastEntry, post, type LedgerState } from './ledger.js';
import type { LocalizedText } from './localized-text.js';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** docs/product/agent.md#real-time-salary */
export const REAL_TIME_SALARY_PERIOD_MS = 5 * MINUTE_MS;

/** Length of a settlement period by period type (docs/product/agent.md#period-types). */
const PERIOD_MS: Record<PeriodType, number> = {
  Daily: DAY_MS,
  Weekly: 7 * DAY_MS,
  Semimonthly: 15 * DAY_MS,
  Monthly: 30 * DAY_MS,
};

/** How long one settlement period of a contract lasts. */
export function periodLength(
  contract: Pick<ContractRecord, 'contractType' | 'periodType'>,
): number {
  switch (contract.contractType) {
    case 'REALTIME_SALARY':
      return REAL_TIME_SALARY_PERIOD_MS;
    case 'HOURLY_SALARY':
      return 60 * MINUTE_MS;
    case 'DAILY_SALARY':
    case 'DIVIDEND':
      return PERIOD_MS[contract.periodType ?? 'Daily'];
  }
}

/** When the contract is next settled; null when it is not in force. */
export function nextSettlement(contract: ContractRecord): string | null {
  if (contract.status !== 'ACTIVE' || contract.settledThrough === null) return null;
  return new Date(Date.parse(contract.settledThrough) + periodLength(contract)).toISOString();
}

/** The rate (percent) of the highest tier whose threshold the base reaches; 0 below every tier. */
export function tierRate(tiers: readonly ContractTier[], base: number): number {
  return Math.max(0, ...tiers.filter((t) => base >= t.threshold).map((t) => t.rate));
}

/**
 * The team's settled bets of one period, [start, end): its turnover (valid bets) is a salary's
 * base, its net loss (stakes minus payouts, 0 when the team won) a dividend's; in minor units.
 */
function periodBase(
  contract: ContractRecord,
  teamBets: readonly BetRecord[],
  minorUnits: number,
  start: number,
  end: number,
): number {
  let turnover = 0;
  let loss = 0;
  for (const b of teamBets) {
    const t = Date.parse(b.time);
    if (t < start || t >= end) continue;
    turnover += toMinorUnits(b.validBet, minorUnits);
    loss += toMinorUnits(b.betAmount, minorUnits) - toMinorUnits(b.payout, minorUnits);
  }
  return contract.contractType === 'DIVIDEND' ? Math.max(0, loss) : turnover;
}

export interface SettlementTarget {
  contracts: ContractsState;
  accounts: AccountsState;
  ledger: LedgerState;
  bets: BetsState;
}

/** A period's pay for the agent's wallet: when it is due and how much (minor units). */
export interface DuePay {
  owner: string;
  end: number;
  amountMinor: number;
  remark: LocalizedText;
}

/**
 * Settles every whole period of every contract in force elapsed up to `now` (the payout records
 * and the contracts' settled-through times move on) and tells what each period pays. The amount
 * is the base times the tier's rate, rounded down to the currency's minor unit.
 */
export function duePayments(target: SettlementTarget, now: Date): DuePay[] {
  const { minorUnits } = target.ledger;
  const due: DuePay[] = [];
  for (const c of target.contracts.list) {
    if (c.status !== 'ACTIVE' || c.settledThrough === null) continue;
    const length = periodLength(c);
    let start = Date.parse(c.settledThrough);
    if (start + length > now.getTime()) continue;
    const team = new Set(teamOf(target.accounts, c.downline).map((a) => a.username.toLowerCase()));
    const teamBets = target.bets.list.filter(
      (b) => b.status === 'SETTLED' && team.has(b.owner) && Date.parse(b.time) >= start,
    );
    while (start + length <= now.getTime()) {
      const end = start + length;
      const baseMinor = periodBase(c, teamBets, minorUnits, start, end);
      const rate = tierRate(c.tiers, fromMinorUnits(baseMinor, minorUnits));
      const amountMinor = Math.floor((baseMinor * rate) / 100);
      c.settledThrough = new Date(end).toISOString();
      target.contracts.payouts.push({
        payoutId: target.contracts.nextPayoutId++,
        contractId: c.contractId,
        contractType: c.contractType,
        downline: c.downline,
        periodStart: new Date(start).toISOString(),
        periodEnd: c.settledThrough,
        base: fromMinorUnits(baseMinor, minorUnits),
        rate,
        amount: fromMinorUnits(amountMinor, minorUnits),
      });
      if (amountMinor > 0 && findAccount(target.accounts, c.downline)) {
        due.push({
          owner: c.downline,
          end,
          amountMinor,
          remark: CONTRACT_KIND_NAMES[c.contractType],
        });
      }
      start = end;
    }
  }
  return due.sort((a, b) => a.end - b.end);
}

/**
 * Pays every whole period elapsed up to `now` into the agents' main wallets; returns the total
 * paid (in the currency's unit). A pay is entered at its period's end, or after the wallet's last
 * entry when that is later (settlement runs lazily), so each chain stays in time order.
 */
export function settleContracts(target: SettlementTarget, now: Date): number {
  let total = 0;
  for (const pay of duePayments(target, now)) {
    const last = lastEntry(target.ledger, pay.owner);
    const at = Math.max(pay.end, last ? Date.parse(last.time) : 0);
    post(
      target.ledger,
      { owner: pay.owner, category: 'BONUS', amountMinor: pay.amountMinor, remark: pay.remark },
      new Date(at),
    );
    total += pay.amountMinor;
  }
  return fromMinorUnits(total, target.ledger.minorUnits);
}
