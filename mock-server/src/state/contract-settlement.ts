/**
 * Contract settlement (docs/product/agent.md#settlement): every contract in force pays its
 * downline, for each whole period elapsed since it was last settled, the period's base times the
 * rate of the highest tier that base reaches. Salaries are paid on the team's turnover, dividends
 * on the team's net loss. Settlement runs lazily: whenever a call that shows money or a contract
 * is answered, the periods elapsed up to `now` are paid and written to the account's transactions.
 */
import type { ContractTier, PeriodType } from '@wl/contract';
import { findAccount, type AccountsState } from './accounts.js';
import type { ContractRecord, ContractsState, ContractType } from './contracts.js';
import { recordTransaction, type LedgerState } from './ledger.js';
import { roundMoney } from './wallet.js';

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
 * The base of one period for an agent: its team's turnover for salaries (the 5-minute turnover
 * scaled to the period), its team's net loss for dividends (the daily loss scaled likewise).
 */
function periodBase(contracts: ContractsState, contract: ContractRecord): number {
  const who = contract.downline.toLowerCase();
  const length = periodLength(contract);
  if (contract.contractType === 'DIVIDEND') {
    return roundMoney(((contracts.teamLossPerDay.get(who) ?? 0) * length) / DAY_MS);
  }
  const perPeriod = contracts.realTimeTurnover.get(who) ?? 0;
  return roundMoney((perPeriod * length) / REAL_TIME_SALARY_PERIOD_MS);
}

const REMARKS: Record<ContractType, string> = {
  DIVIDEND: 'Dividend',
  DAILY_SALARY: 'Daily salary',
  HOURLY_SALARY: 'Hourly salary',
  REALTIME_SALARY: 'Real-time salary',
};

export interface SettlementTarget {
  contracts: ContractsState;
  accounts: AccountsState;
  ledger: LedgerState;
}

/** Pays every whole period of every contract in force elapsed up to `now`; returns the total paid. */
export function settleContracts(target: SettlementTarget, now: Date): number {
  let total = 0;
  for (const c of target.contracts.list) {
    if (c.status !== 'ACTIVE' || c.settledThrough === null) continue;
    const length = periodLength(c);
    const base = periodBase(target.contracts, c);
    const rate = tierRate(c.tiers, base);
    const account = findAccount(target.accounts, c.downline);
    let start = Date.parse(c.settledThrough);
    while (start + length <= now.getTime()) {
      const end = start + length;
      const amount = roundMoney((base * rate) / 100);
      c.settledThrough = new Date(end).toISOString();
      target.contracts.payouts.push({
        payoutId: target.contracts.nextPayoutId++,
        contractId: c.contractId,
        contractType: c.contractType,
        downline: c.downline,
        periodStart: new Date(start).toISOString(),
        periodEnd: c.settledThrough,
        base,
        rate,
        amount,
      });
      if (account && amount > 0) {
        account.balance = roundMoney(account.balance + amount);
        total += amount;
        recordTransaction(
          target.ledger,
          account.username,
          {
            category: 'BONUS',
            amount,
            balanceAfter: account.balance,
            remark: REMARKS[c.contractType],
          },
          new Date(end),
        );
      }
      start = end;
    }
  }
  return roundMoney(total);
}
