import { defineFeature } from '../define-feature.js';
import { CONTRACT_KINDS, type ContractType } from './contract/contract-kinds.js';

declare module '@wl/core' {
  interface ModalRegistry {
    /** The request waiting for the signed-in agent's answer (docs/product/agent.md#contract-offer-popup). */
    contractOffer: Record<string, never>;
    /** An upline offers a contract to a direct downline agent. */
    offerContract: { downline: string };
  }
}

const AGENT_CENTRE = ['agent'] as const;

/** A contract page: one chunk holds all four. */
const contractPage = (type: ContractType) => () =>
  import('./pages/contract-pages.js').then((m) => ({ default: m.CONTRACT_PAGES[type] }));

export { useFormats } from './format.js';
export { useContractPagesInUse } from './contract/use-contract-pages-in-use.js';
export { CONTRACT_KINDS };
/** The dashboard's blocks the site server draws under the agent centre's frame (node only). */
export { dashboardFirstView } from './dashboard/first-view.js';

/**
 * Contracts: the dividend and salary agreements between an upline and a downline agent, their
 * pages in the agent centre, the offer window and the popup of signed-in agents, and the agent
 * centre's landing dashboard, which sums them up with the agent's balance and new members.
 * docs/product/agent.md#contracts
 */
export const contractsFeature = defineFeature({
  id: 'contracts',
  modules: [
    { id: 'SIGNCONDIV3', parent: 'AFFMAN3', gates: 'Dividend contracts between agents.' },
    { id: 'DAILYSALCONT3', parent: 'AFFMAN3', gates: 'Daily salary contracts.' },
    { id: 'HOURSAL3', parent: 'AFFMAN3', gates: 'Hourly salary contracts.' },
    { id: 'RTSALARY3', parent: 'AFFMAN3', gates: 'Real-time salary contracts.' },
  ],
  routes: [],
  modals: {
    contractOffer: () => import('./modals/ContractOfferModal.js'),
    offerContract: () => import('./modals/OfferContractModal.js'),
  },
  widgets: [],
  pages: [
    {
      name: 'agentDashboard',
      titleKey: 'contract.pages.agentDashboard',
      centres: AGENT_CENTRE,
      module: 'AFFMAN3',
      load: () => import('./dashboard/DashboardPage.js'),
    },
    {
      name: CONTRACT_KINDS.DIVIDEND.page,
      titleKey: 'contract.pages.dividend',
      centres: AGENT_CENTRE,
      module: CONTRACT_KINDS.DIVIDEND.module,
      load: contractPage('DIVIDEND'),
    },
    {
      name: CONTRACT_KINDS.DAILY_SALARY.page,
      titleKey: 'contract.pages.dailyWage',
      centres: AGENT_CENTRE,
      module: CONTRACT_KINDS.DAILY_SALARY.module,
      load: contractPage('DAILY_SALARY'),
    },
    {
      name: CONTRACT_KINDS.HOURLY_SALARY.page,
      titleKey: 'contract.pages.hourlySalary',
      centres: AGENT_CENTRE,
      module: CONTRACT_KINDS.HOURLY_SALARY.module,
      load: contractPage('HOURLY_SALARY'),
    },
    {
      name: CONTRACT_KINDS.REALTIME_SALARY.page,
      titleKey: 'contract.pages.realTimeSalary',
      centres: AGENT_CENTRE,
      module: CONTRACT_KINDS.REALTIME_SALARY.module,
      load: contractPage('REALTIME_SALARY'),
    },
  ],
  signedIn: () => import('./ContractOfferWatcher.js'),
});
