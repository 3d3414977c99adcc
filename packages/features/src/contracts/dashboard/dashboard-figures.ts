import type { Contract, TeamContractsValue } from '@wl/core';
import { CONTRACT_TYPES, type ContractType } from '../contract/contract-kinds.js';

/** A request the dashboard lists: an offer or a termination waiting, for the agent or a downline. */
export interface WaitingRequest {
  contractId: number;
  contractType: ContractType;
  /** `offerToMe`, `terminationToMe`: the agent must answer; the others wait on a downline's contract. */
  what: 'offerToMe' | 'terminationToMe' | 'offerToDownline' | 'terminationWithDownline';
  upline: string;
  downline: string;
}

export interface DashboardFigures {
  /** This month's payouts to the agent, every kind together. */
  commission: number;
  byKind: Record<ContractType, number>;
  /** The soonest next settlement of the agent's contracts; null when none pays. */
  nextSettlementAt: string | null;
  waiting: WaitingRequest[];
}

/** The UTC month containing `now`, as `YYYY-MM`. */
export const monthOf = (now: Date): string => now.toISOString().slice(0, 7);

function waitingOf(c: Contract, forMe: boolean): WaitingRequest {
  const termination = c.requestType === 'TERMINATE';
  const what: WaitingRequest['what'] = forMe
    ? termination
      ? 'terminationToMe'
      : 'offerToMe'
    : termination
      ? 'terminationWithDownline'
      : 'offerToDownline';
  return {
    contractId: c.contractId,
    contractType: c.contractType,
    what,
    upline: c.upline,
    downline: c.downline,
  };
}

/**
 * The dashboard's figures from the contract overviews of each kind (those not asked are
 * undefined): payouts whose period ended in `month` (`YYYY-MM`, UTC), the next settlement, and
 * the requests waiting, the agent's own first.
 */
export function summarize(
  kinds: Record<ContractType, TeamContractsValue | undefined>,
  month: string,
): DashboardFigures {
  const byKind = { DIVIDEND: 0, DAILY_SALARY: 0, HOURLY_SALARY: 0, REALTIME_SALARY: 0 };
  const next: string[] = [];
  const mine: WaitingRequest[] = [];
  const downlines: WaitingRequest[] = [];
  for (const type of CONTRACT_TYPES) {
    const kind = kinds[type];
    if (!kind) continue;
    byKind[type] = kind.payouts
      .filter((p) => p.periodEnd.slice(0, 7) === month)
      .reduce((sum, p) => sum + p.amount, 0);
    if (kind.nextSettlementAt) next.push(kind.nextSettlementAt);
    if (kind.pending) mine.push(waitingOf(kind.pending, true));
    const answered = new Set(mine.map((w) => w.contractId));
    for (const c of kind.downlines) {
      if (c.requestType !== null && !answered.has(c.contractId)) {
        downlines.push(waitingOf(c, false));
      }
    }
  }
  return {
    commission: Object.values(byKind).reduce((sum, amount) => sum + amount, 0),
    byKind,
    nextSettlementAt: next.sort()[0] ?? null,
    waiting: [...mine, ...downlines],
  };
}
