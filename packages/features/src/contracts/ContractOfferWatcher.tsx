import { useConsolidated, useModalStore, useSessionStore, useSocketEvent } from '@wl/core';

/**
 * Mounted while signed in: opens the contract popup of an agent the moment its upline sends an
 * offer (socket event `contract.offer`), and asks the contract flags again so the menu follows.
 * An offer that was waiting before shows on its contract page; a contract that ended by
 * auto-termination asks the flags again too. docs/product/agent.md#contract-offer-popup
 */
export default function ContractOfferWatcher() {
  const isAgent = useSessionStore((state) => state.isAgent);
  return isAgent ? <AgentWatcher /> : null;
}

function AgentWatcher() {
  const open = useModalStore((state) => state.open);
  const { mutate } = useConsolidated();
  useSocketEvent('contract.offer', () => {
    void mutate();
    open('contractOffer');
  });
  // A contract ended without the agent's word: the flags change; a platform message tells why.
  useSocketEvent('contract.ended', () => {
    void mutate();
  });
  return null;
}
