import type { TeamContractsValue } from '@wl/api';
import { historyOf } from './contract-history.js';
import { nextSettlement } from './contract-settlement.js';
import {
  ownContract,
  pendingFor,
  toContract,
  type ContractsState,
  type ContractRecord,
  type ContractType,
} from './contracts.js';

/** Payouts listed per contract kind (newest first): a week of real-time salary and more. */
const PAYOUTS_SHOWN = 2500;

/**
 * What an agent sees of one contract kind (docs/product/agent.md#contract-pages): its own
 * contract, the request waiting for its answer, when its contract next pays, its payouts, and the
 * contracts it holds as upline. Settlements due must have run first.
 */
export function contractOverview(
  contracts: ContractsState,
  merchantCode: string,
  type: ContractType,
  username: string,
): TeamContractsValue {
  const own =
    ownContract(contracts, type, username) ??
    ownContract(contracts, type, username, ['PENDING']) ??
    null;
  const pending = pendingFor(contracts, type, username) ?? null;
  const me = username.toLowerCase();
  return {
    contract: own && toContract(own, merchantCode),
    pending: pending && toContract(pending, merchantCode),
    nextSettlementAt: own ? nextSettlement(own) : null,
    payouts: contracts.payouts
      .filter((p) => p.contractType === type && p.downline.toLowerCase() === me)
      .reverse()
      .slice(0, PAYOUTS_SHOWN)
      .map(({ payoutId, contractId, periodStart, periodEnd, base, rate, amount }) => ({
        payoutId,
        contractId,
        periodStart,
        periodEnd,
        base,
        rate,
        amount,
      })),
    downlines: downlineContracts(contracts, type, me).map((c) => toContract(c, merchantCode)),
    history: historyOf(contracts.history, type, username, merchantCode),
  };
}

const isOpen = (c: ContractRecord) => c.status === 'ACTIVE' || c.status === 'PENDING';

/**
 * The contracts an agent holds with its downlines: those in force or offered, and for a downline
 * with neither its newest ended or rejected one, so a contract that ended (auto-terminated
 * among them) stays in sight.
 */
function downlineContracts(
  contracts: ContractsState,
  type: ContractType,
  me: string,
): ContractRecord[] {
  const mine = contracts.list.filter(
    (c) => c.contractType === type && c.upline?.toLowerCase() === me,
  );
  const open = new Set(mine.filter(isOpen).map((c) => c.downline.toLowerCase()));
  const newestEnded = new Map<string, ContractRecord>();
  for (const c of mine) {
    if (!isOpen(c) && !open.has(c.downline.toLowerCase()))
      newestEnded.set(c.downline.toLowerCase(), c);
  }
  const ended = new Set(newestEnded.values());
  return mine.filter((c) => isOpen(c) || ended.has(c));
}
