import type { TeamContractsValue } from '@wl/contract';
import { nextSettlement } from './contract-settlement.js';
import {
  ownContract,
  pendingFor,
  toContract,
  type ContractsState,
  type ContractType,
} from './contracts.js';

/** Payouts listed per contract kind (newest first). */
const PAYOUTS_SHOWN = 50;

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
    downlines: contracts.list
      .filter((c) => c.contractType === type && c.upline?.toLowerCase() === me)
      .filter((c) => c.status === 'ACTIVE' || c.status === 'PENDING')
      .map((c) => toContract(c, merchantCode)),
  };
}
