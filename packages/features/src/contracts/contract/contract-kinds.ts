import type { Contract } from '@wl/core';

export type ContractType = Contract['contractType'];

export interface ContractKind {
  type: ContractType;
  /** The kind's "process" call (docs/product/agent.md#contract-kinds). */
  endpoint:
    | 'agent.dividendContract'
    | 'agent.dailySalaryContract'
    | 'agent.hourlySalaryContract'
    | 'agent.realTimeSalaryContract';
  module: 'SIGNCONDIV3' | 'DAILYSALCONT3' | 'HOURSAL3' | 'RTSALARY3';
  /** The call is a GET: its parameters travel in the query (offered tiers as text); its contracts have a period. */
  viaQuery: boolean;
  /** Translation key of the kind's name. */
  labelKey: string;
  /** The kind's page of the agent centre. */
  page: 'dividend' | 'dailyWage' | 'hourlySalary' | 'realTimeSalary';
}

export const CONTRACT_KINDS: Readonly<Record<ContractType, ContractKind>> = {
  DIVIDEND: {
    type: 'DIVIDEND',
    endpoint: 'agent.dividendContract',
    module: 'SIGNCONDIV3',
    viaQuery: true,
    labelKey: 'contract.kind.DIVIDEND',
    page: 'dividend',
  },
  DAILY_SALARY: {
    type: 'DAILY_SALARY',
    endpoint: 'agent.dailySalaryContract',
    module: 'DAILYSALCONT3',
    viaQuery: true,
    labelKey: 'contract.kind.DAILY_SALARY',
    page: 'dailyWage',
  },
  HOURLY_SALARY: {
    type: 'HOURLY_SALARY',
    endpoint: 'agent.hourlySalaryContract',
    module: 'HOURSAL3',
    viaQuery: false,
    labelKey: 'contract.kind.HOURLY_SALARY',
    page: 'hourlySalary',
  },
  REALTIME_SALARY: {
    type: 'REALTIME_SALARY',
    endpoint: 'agent.realTimeSalaryContract',
    module: 'RTSALARY3',
    viaQuery: false,
    labelKey: 'contract.kind.REALTIME_SALARY',
    page: 'realTimeSalary',
  },
};

export const CONTRACT_TYPES = Object.keys(CONTRACT_KINDS) as ContractType[];

/** The highest rate of a contract's tiers: what "a higher rate" compares (docs/product/agent.md#contract-rules). */
export function topRate(tiers: readonly { rate: number }[]): number {
  return Math.max(0, ...tiers.map((t) => t.rate));
}
