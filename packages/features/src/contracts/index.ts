import { defineFeature } from '../define-feature.js';
import type { ContractType } from './contract/contract-kinds.js';

declare module '@wl/core' {
  interface ModalRegistry {
    /** The request waiting for the signed-in agent's answer (docs/product/agent.md#contract-offer-popup). */
    contractOffer: Record<string, never>;
    /** An upline offers a contract to a direct downline agent. */
    offerContract: { downline: string };
    /** A transfer to the downline chosen in the team list. */
    downlineTransfer: { downline: string };
  }
}

const AGENT_CENTRE = ['agent'] as const;

/** A contract page: one chunk holds all four. */
const contractPage = (type: ContractType) => () =>
  import('./pages/contract-pages.js').then((m) => ({ default: m.CONTRACT_PAGES[type] }));

/**
 * Contracts and the agent's team: the dividend and salary contract pages, team management,
 * opening downline accounts with an invitation, transfers to downlines, and the contract popup
 * of signed-in agents. docs/product/agent.md#contracts
 */
export const contractsFeature = defineFeature({
  id: 'contracts',
  routes: [],
  modals: {
    contractOffer: () => import('./modals/ContractOfferModal.js'),
    offerContract: () => import('./modals/OfferContractModal.js'),
    downlineTransfer: () => import('./modals/DownlineTransferModal.js'),
  },
  widgets: [],
  pages: [
    {
      name: 'registerAccount',
      titleKey: 'contract.pages.registerAccount',
      centres: AGENT_CENTRE,
      load: () =>
        import('./team/RegisterAccountPage.js').then((m) => ({ default: m.RegisterAccountPage })),
    },
    {
      name: 'teamManagement',
      titleKey: 'contract.pages.teamManagement',
      centres: AGENT_CENTRE,
      load: () =>
        import('./team/TeamManagementPage.js').then((m) => ({ default: m.TeamManagementPage })),
    },
    {
      name: 'downlineTransfer',
      titleKey: 'contract.pages.downlineTransfer',
      centres: AGENT_CENTRE,
      load: () => import('./team/TransferPage.js').then((m) => ({ default: m.TransferPage })),
    },
    {
      name: 'dividend',
      titleKey: 'contract.pages.dividend',
      centres: AGENT_CENTRE,
      load: contractPage('DIVIDEND'),
    },
    {
      name: 'dailyWage',
      titleKey: 'contract.pages.dailyWage',
      centres: AGENT_CENTRE,
      load: contractPage('DAILY_SALARY'),
    },
    {
      name: 'hourlySalary',
      titleKey: 'contract.pages.hourlySalary',
      centres: AGENT_CENTRE,
      load: contractPage('HOURLY_SALARY'),
    },
    {
      name: 'realTimeSalary',
      titleKey: 'contract.pages.realTimeSalary',
      centres: AGENT_CENTRE,
      load: contractPage('REALTIME_SALARY'),
    },
  ],
  signedIn: () => import('./ContractOfferWatcher.js'),
});
