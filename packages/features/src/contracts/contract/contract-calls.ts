import { callEndpoint, type Contract, type ContractTier, type PeriodType } from '@wl/core';
import { CONTRACT_KINDS, type ContractType } from './contract-kinds.js';

export type ContractAction = 'SIGN' | 'ACCEPT' | 'REJECT' | 'TERMINATE';

export interface ContractRequest {
  action: ContractAction;
  contractId?: number;
  /** SIGN: the direct downline agent offered the contract. */
  downline?: string;
  /** SIGN: the tiers offered (the GET kinds carry them as `threshold:rate` text in the query). */
  tiers?: ContractTier[];
  periodType?: PeriodType;
}

/**
 * One action on a contract through its kind's "process" call (docs/product/agent.md#contract-requests-and-actions):
 * the GET kinds carry it in the query (tiers as `0:1,1000000:2`), the POST kinds in the body.
 */
export async function actOnContract(
  type: ContractType,
  request: ContractRequest,
): Promise<Contract | null> {
  const kind = CONTRACT_KINDS[type];
  const { tiers, ...plain } = request;
  switch (kind.endpoint) {
    case 'agent.dividendContract':
    case 'agent.dailySalaryContract':
      return callEndpoint(kind.endpoint, {
        query: tiers ? { ...plain, tiers: tiersAsText(tiers) } : plain,
      });
    case 'agent.hourlySalaryContract':
    case 'agent.realTimeSalaryContract':
      return callEndpoint(kind.endpoint, { body: tiers ? { ...plain, tiers } : plain });
  }
}

/** Tiers as the GET kinds' query carries them: `threshold:rate` pairs separated by commas. */
const tiersAsText = (tiers: readonly ContractTier[]): string =>
  tiers.map((tier) => `${tier.threshold}:${tier.rate}`).join(',');

/** The offer waiting for the signed-in account's answer, of one kind; null when none. */
export function pendingOffer(type: ContractType): Promise<Contract | null> {
  const kind = CONTRACT_KINDS[type];
  const view = { action: 'VIEW' as const };
  switch (kind.endpoint) {
    case 'agent.dividendContract':
    case 'agent.dailySalaryContract':
      return callEndpoint(kind.endpoint, { query: view });
    case 'agent.hourlySalaryContract':
    case 'agent.realTimeSalaryContract':
      return callEndpoint(kind.endpoint, { body: view });
  }
}
