/**
 * The seeded ledger (docs/product/money.md#the-ledger): the fixture's transactions, each seeded
 * bet's stake and payout and the contracts' past pay are replayed in time order, so every balance
 * after adds up. Each wallet starts with one opening entry that makes its last balance the one the
 * fixtures state (or, when the seeded movements would take it below zero, the least that keeps it
 * at zero or above).
 */
import { toMinorUnits } from '@wl/tenant-config';
import type { AccountsState } from './accounts.js';
import { betRemark, type BetRecord } from './bets.js';
import type { DuePay } from './contract-settlement.js';
import {
  MAIN_WALLET,
  post,
  type LedgerState,
  type Movement,
  type TransactionFixture,
} from './ledger.js';
import { seededInstant } from './seeded-time.js';
import type { WithdrawalFixture } from './withdrawal-confirmations.js';
import { OPENING_BALANCE_REMARK } from './ledger-remarks.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long before its first movement (or, without one, before seeding) a wallet opens. */
const OPENING_LEAD_MS = 60 * 1000;
const WITHOUT_MOVEMENTS_OPENING_DAYS = 60;

interface Timed extends Movement {
  at: number;
}

export interface LedgerSeed {
  transactions: readonly TransactionFixture[];
  bets: readonly BetRecord[];
  /** Contracts' pay for the periods elapsed before seeding. */
  pay: readonly DuePay[];
  /** Starting vendor balances by username (vassalage → amount). */
  vendorBalances: Record<string, Record<string, number>>;
  /** Paid-out withdrawals (their money left the main wallet when they were asked for). */
  withdrawals: readonly WithdrawalFixture[];
}

function movementsOf(ledger: LedgerState, seed: LedgerSeed, now: Date): Timed[] {
  const minor = (amount: number) => toMinorUnits(amount, ledger.minorUnits);
  const out: Timed[] = [];
  for (const t of seed.transactions) {
    const pendingDeposit = t.status === 'PENDING' && t.amount > 0;
    const undone = t.status === 'FAILED' || t.status === 'CANCELLED';
    out.push({
      at: seededInstant(now, t.daysAgo, t.at).getTime(),
      owner: t.username,
      category: t.category,
      amountMinor: minor(t.amount),
      remark: t.remark,
      status: t.status,
      moves: !pendingDeposit && !undone,
    });
  }
  for (const b of seed.bets) {
    if (b.status === 'CANCELLED') continue;
    const at = Date.parse(b.time);
    const remark = betRemark(b.vassalage, b.gameName);
    out.push({ at, owner: b.owner, category: 'BET', amountMinor: -minor(b.betAmount), remark });
    if (b.status === 'SETTLED' && b.payout > 0) {
      out.push({ at, owner: b.owner, category: 'PAYOUT', amountMinor: minor(b.payout), remark });
    }
  }
  for (const w of seed.withdrawals) {
    out.push({
      at: now.getTime() - w.minutesAgo * 60_000,
      owner: w.username,
      category: 'WITHDRAW',
      amountMinor: -minor(w.amount),
      remark: w.bankCard ? `${w.bankCard.bankName} ${w.bankCard.maskedNumber}` : null,
      status: 'PENDING',
      withdrawalId: w.transactionId,
    });
  }
  for (const p of seed.pay) {
    out.push({
      at: p.end,
      owner: p.owner,
      category: 'BONUS',
      amountMinor: p.amountMinor,
      remark: p.remark,
    });
  }
  // Stable: movements of the same instant keep the order above (a stake before its payout).
  return out.sort((a, b) => a.at - b.at);
}

/** The opening amount that ends the wallet at `target`, raised so it never goes below zero. */
function openingAmount(movements: readonly Timed[], target: number): number {
  let running = 0;
  let lowest = 0;
  for (const m of movements) {
    if (m.moves === false) continue;
    running += m.amountMinor;
    lowest = Math.min(lowest, running);
  }
  return Math.max(target - running, -lowest);
}

/** Replays the seeded movements of every account into the (empty) ledger of `accounts`. */
export function seedLedger(accounts: AccountsState, seed: LedgerSeed, now: Date): LedgerState {
  const { ledger } = accounts;
  const movements = movementsOf(ledger, seed, now);
  const chains = new Map<string, Timed[]>();
  for (const m of movements) {
    const key = m.owner.toLowerCase();
    chains.set(key, [...(chains.get(key) ?? []), m]);
  }
  const openings: Timed[] = [];
  const openAt = (owner: string, first: Timed | undefined): number => {
    const account = accounts.byUsername.get(owner);
    const created = account ? Date.parse(account.createdAt) : now.getTime();
    const latest = first
      ? first.at - OPENING_LEAD_MS
      : now.getTime() - WITHOUT_MOVEMENTS_OPENING_DAYS * DAY_MS;
    return Math.min(created, latest);
  };
  const owners = new Set([...accounts.seededBalances.keys(), ...chains.keys()]);
  for (const owner of owners) {
    const own = chains.get(owner) ?? [];
    const target = toMinorUnits(accounts.seededBalances.get(owner) ?? 0, ledger.minorUnits);
    const amountMinor = openingAmount(own, target);
    if (amountMinor !== 0) {
      openings.push({
        at: openAt(owner, own[0]),
        owner,
        category: 'ADJUSTMENT',
        amountMinor,
        remark: OPENING_BALANCE_REMARK,
      });
    }
  }
  for (const [username, balances] of Object.entries(seed.vendorBalances)) {
    for (const [wallet, amount] of Object.entries(balances)) {
      const amountMinor = toMinorUnits(amount, ledger.minorUnits);
      if (amountMinor <= 0) continue;
      const owner = username.toLowerCase();
      openings.push({
        at: openAt(owner, chains.get(owner)?.[0]),
        owner,
        wallet,
        category: 'ADJUSTMENT',
        amountMinor,
        remark: OPENING_BALANCE_REMARK,
      });
    }
  }
  for (const { at, ...m } of [...openings, ...movements].sort((a, b) => a.at - b.at)) {
    post(ledger, { ...m, wallet: m.wallet ?? MAIN_WALLET }, new Date(at));
  }
  return ledger;
}
