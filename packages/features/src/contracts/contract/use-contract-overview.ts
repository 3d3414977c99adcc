import { useEndpoint, useModuleEnabled } from '@wl/core';
import { CONTRACT_KINDS, type ContractType } from './contract-kinds.js';

/**
 * Everything the agent sees of one contract kind (team.contracts), asked only while the kind's
 * module is on (the call itself names no module). docs/product/agent.md#contract-pages
 */
export function useContractOverview(type: ContractType) {
  const moduleOn = useModuleEnabled(CONTRACT_KINDS[type].module);
  const overview = useEndpoint(
    'team.contracts',
    { query: { contractType: type } },
    { enabled: moduleOn },
  );
  return overview;
}
