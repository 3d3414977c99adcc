/**
 * The history of agent contracts: every step of a contract's life (offered, signed, rejected,
 * termination asked or refused, terminated, auto-terminated, replaced) with who acted and when,
 * shown to both parties. docs/product/agent.md#contract-history
 */
import type { Contract, ContractEvent } from '@wl/api';

export type ContractEventKind = ContractEvent['event'];

/** One step as the mock keeps it; a null upline is the merchant. */
export interface ContractEventRecord extends Omit<ContractEvent, 'upline'> {
  contractType: Contract['contractType'];
  upline: string | null;
}

export interface ContractHistoryState {
  events: ContractEventRecord[];
  nextEventId: number;
}

/** Who a step concerns: the contract it happened to. */
interface ContractParties {
  contractId: number;
  contractType: Contract['contractType'];
  upline: string | null;
  downline: string;
}

/** Records a step of a contract; `by` null when the platform acted. */
export function recordEvent(
  history: ContractHistoryState,
  contract: ContractParties,
  event: ContractEventKind,
  by: string | null,
  at: string,
): void {
  history.events.push({
    eventId: history.nextEventId++,
    contractId: contract.contractId,
    contractType: contract.contractType,
    event,
    upline: contract.upline,
    downline: contract.downline,
    by,
    at,
  });
}

/** Steps shown per contract kind (newest first). */
const HISTORY_SHOWN = 50;

/** The steps of one kind's contracts the account is a party to, newest first, as the API shows them. */
export function historyOf(
  history: ContractHistoryState,
  contractType: Contract['contractType'],
  username: string,
  merchantCode: string,
): ContractEvent[] {
  const me = username.toLowerCase();
  return history.events
    .filter(
      (e) =>
        e.contractType === contractType &&
        (e.downline.toLowerCase() === me || e.upline?.toLowerCase() === me),
    )
    .reverse()
    .slice(0, HISTORY_SHOWN)
    .map(({ contractType: _type, upline, ...event }) => ({
      ...event,
      upline: upline ?? merchantCode,
    }));
}
