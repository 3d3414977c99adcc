/**
 * Real-time salary settlement (docs/product/agent.md#real-time-salary: every 5 minutes). Each active real-time salary
 * contract pays its downline, for every whole period since it was last settled, the rate of the
 * highest tier the agent's team turnover reaches. Settlement runs lazily: whenever a call that
 * shows money or the contract is answered, the periods elapsed up to `now` are paid.
 */
import type { ContractTier } from '@wl/contract';
import { findAccount, type AccountsState } from './accounts.js';
import type { ContractsState } from './contracts.js';
import { recordTransaction, type LedgerState } from './ledger.js';
import { roundMoney } from './wallet.js';

export const REAL_TIME_SALARY_PERIOD_MS = 5 * 60 * 1000;

/** The rate (percent) of the highest tier whose threshold the turnover reaches; 0 below every tier. */
export function tierRate(tiers: readonly ContractTier[], turnover: number): number {
  return Math.max(0, ...tiers.filter((t) => turnover >= t.threshold).map((t) => t.rate));
}

export interface SettlementTarget {
  contracts: ContractsState;
  accounts: AccountsState;
  ledger: LedgerState;
}

/** Pays every whole 5-minute period elapsed up to `now`; returns the total paid. */
export function settleRealTimeSalary(target: SettlementTarget, now: Date): number {
  let total = 0;
  for (const c of target.contracts.list) {
    if (c.contractType !== 'REALTIME_SALARY' || c.status !== 'ACTIVE' || c.settledThrough === null)
      continue;
    const since = Date.parse(c.settledThrough);
    const periods = Math.floor((now.getTime() - since) / REAL_TIME_SALARY_PERIOD_MS);
    if (periods <= 0) continue;
    c.settledThrough = new Date(since + periods * REAL_TIME_SALARY_PERIOD_MS).toISOString();
    const account = findAccount(target.accounts, c.downline);
    const turnover = target.contracts.realTimeTurnover.get(c.downline.toLowerCase()) ?? 0;
    const pay = roundMoney(((turnover * tierRate(c.tiers, turnover)) / 100) * periods);
    if (!account || pay <= 0) continue;
    account.balance = roundMoney(account.balance + pay);
    total += pay;
    recordTransaction(
      target.ledger,
      account.username,
      { category: 'BONUS', amount: pay, balanceAfter: account.balance, remark: 'Real-time salary' },
      now,
    );
  }
  return roundMoney(total);
}
