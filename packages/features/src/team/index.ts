import { defineFeature } from '../define-feature.js';

declare module '@wl/core' {
  interface ModalRegistry {
    /** A transfer to the downline chosen in the team list. */
    downlineTransfer: { downline: string };
  }
}

const AGENT_CENTRE = ['agent'] as const;

/**
 * The agent's team tools: team management (the downline tree, balances, contracts at a glance),
 * opening downline accounts with an invitation, and transfers to downlines.
 * docs/product/agent.md#team-management
 */
export const teamFeature = defineFeature({
  id: 'team',
  routes: [],
  modals: {
    downlineTransfer: () => import('./DownlineTransferModal.js'),
  },
  widgets: [],
  pages: [
    {
      name: 'registerAccount',
      titleKey: 'team.pageTitles.registerAccount',
      centres: AGENT_CENTRE,
      load: () =>
        import('./RegisterAccountPage.js').then((m) => ({ default: m.RegisterAccountPage })),
    },
    {
      name: 'teamManagement',
      titleKey: 'team.pageTitles.teamManagement',
      centres: AGENT_CENTRE,
      load: () =>
        import('./TeamManagementPage.js').then((m) => ({ default: m.TeamManagementPage })),
    },
    {
      name: 'downlineTransfer',
      titleKey: 'team.pageTitles.downlineTransfer',
      centres: AGENT_CENTRE,
      load: () => import('./TransferPage.js').then((m) => ({ default: m.TransferPage })),
    },
  ],
});
