import { CONTRACT_TYPES, CONTRACT_KINDS, type ContractType } from '../contract/contract-kinds.js';

/**
 * How the dashboard's blocks look, shared by the page (DashboardPage) and the frame the site
 * server draws before the app runs (first-view.ts), so both are drawn in the same classes and
 * sizes and the page's later paint is no larger than the server's.
 */
export const DASHBOARD_CLASS = {
  page: 'flex flex-col gap-6',
  figures: 'grid gap-3 sm:grid-cols-2 lg:grid-cols-4',
  figure: 'stat rounded-box bg-base-200',
  figureLabel: 'stat-title whitespace-normal',
  figureValue: 'stat-value text-2xl',
  heading: 'mb-2 font-bold',
  kinds: 'grid gap-2 sm:grid-cols-2',
  kind: 'flex items-center justify-between gap-2 rounded-box bg-base-200 p-3',
  amount: 'tabular-nums',
} as const;

/** The four figures, in order: each one's label and test id. */
export const DASHBOARD_FIGURES = [
  { labelKey: 'contract.dashboard.balance', testId: 'dashboard-balance' },
  { labelKey: 'contract.dashboard.commission', testId: 'dashboard-commission' },
  { labelKey: 'contract.dashboard.nextSettlement', testId: 'dashboard-next-settlement' },
  { labelKey: 'contract.dashboard.newMembers', testId: 'dashboard-new-members' },
] as const;

/** The contract kinds every agent of the tenant sees on the dashboard: those whose module is on. */
export function dashboardKinds(moduleOn: (modId: string) => boolean): ContractType[] {
  return CONTRACT_TYPES.filter((type) => moduleOn(CONTRACT_KINDS[type].module));
}
