import { useEndpoint, useModuleEnabled } from '@wl/core';
import { CONTRACT_KINDS, CONTRACT_TYPES, type ContractType } from './contract-kinds.js';

/** Whether the agent still has something on the kind's page: downline contracts, payouts, history. */
function useInUse(type: ContractType, ask: boolean): boolean | undefined {
  const moduleOn = useModuleEnabled(CONTRACT_KINDS[type].module);
  const { data, error } = useEndpoint(
    'team.contracts',
    { query: { contractType: type } },
    { enabled: ask && moduleOn },
  );
  if (!ask || !moduleOn || error) return false;
  if (!data) return undefined;
  return data.downlines.length > 0 || data.payouts.length > 0 || data.history.length > 0;
}

/**
 * Of the contract pages named (those whose contract flag is 0), the ones the agent still uses:
 * it holds contracts of that kind with its downlines, or was paid or has a history under one, so
 * ending its own contract does not hide the page. docs/product/agent.md#agent-centre-menu
 */
export function useContractPagesInUse(candidates: readonly string[]): {
  pages: string[];
  /** False while some of them are still being asked. */
  settled: boolean;
} {
  const asked = (type: ContractType) => candidates.includes(CONTRACT_KINDS[type].page);
  const inUse: Record<ContractType, boolean | undefined> = {
    DIVIDEND: useInUse('DIVIDEND', asked('DIVIDEND')),
    DAILY_SALARY: useInUse('DAILY_SALARY', asked('DAILY_SALARY')),
    HOURLY_SALARY: useInUse('HOURLY_SALARY', asked('HOURLY_SALARY')),
    REALTIME_SALARY: useInUse('REALTIME_SALARY', asked('REALTIME_SALARY')),
  };
  return {
    pages: CONTRACT_TYPES.filter((type) => inUse[type]).map((type) => CONTRACT_KINDS[type].page),
    settled: CONTRACT_TYPES.every((type) => inUse[type] !== undefined),
  };
}
