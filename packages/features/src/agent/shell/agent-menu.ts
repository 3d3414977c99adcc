import type { CentrePageName } from '@wl/paths';
import type { ModuleId } from '@wl/tenant-config';

/** The consolidated contract flags that show the salary and dividend items. */
type ContractFlagName =
  'divtypereq' | 'dailysalreqtype' | 'contracthoursalreq' | 'realtimesalreqtype';

export type ContractFlags = Record<ContractFlagName, number>;

/** A menu entry: a centre page by name, or the customer-service link. */
export type AgentMenuName = CentrePageName | 'customerService';

interface AgentMenuItem {
  name: AgentMenuName;
  /** Shown only while this contract flag is not 0. */
  flag?: ContractFlagName;
  /** Shown only while this module is on. */
  module?: ModuleId;
}

/** The sixteen items of the agent centre's menu, in order. docs/product/agent.md#agent-centre-menu */
export const AGENT_MENU: readonly AgentMenuItem[] = [
  { name: 'deposit' },
  { name: 'withdraw' },
  { name: 'agentAnnouncements', module: 'AGEANNOUNCE3' },
  { name: 'teamOverview', module: 'AFFMAN3' },
  { name: 'registerAccount' },
  { name: 'teamManagement' },
  { name: 'teamBetting', module: 'AFFMAN3' },
  { name: 'userLoss', module: 'AFFMAN3' },
  { name: 'myIncome', module: 'AFFMAN3' },
  { name: 'accountDetails', module: 'AFFMAN3' },
  { name: 'dividend', flag: 'divtypereq', module: 'SIGNCONDIV3' },
  { name: 'dailyWage', flag: 'dailysalreqtype', module: 'DAILYSALCONT3' },
  { name: 'hourlySalary', flag: 'contracthoursalreq', module: 'HOURSAL3' },
  { name: 'realTimeSalary', flag: 'realtimesalreqtype', module: 'RTSALARY3' },
  // Offered only while its module is on: the inbox feature's page says so (useCentrePages).
  { name: 'inbox' },
  { name: 'customerService' },
];

interface MenuContext {
  /** Names of the pages some feature provides to the agent centre, in their order. */
  pages: readonly CentrePageName[];
  /** The agent's contract flags; null until they have loaded (salary items stay hidden). */
  flags: ContractFlags | null;
  isModuleOn: (modId: ModuleId) => boolean;
}

/**
 * The entries the agent sees: the menu's items whose page a feature provides, whose module is on
 * and, for the salary and dividend items, whose contract flag is set; then any other agent-centre
 * page a feature adds, before customer service.
 */
export function visibleMenu({ pages, flags, isModuleOn }: MenuContext): AgentMenuName[] {
  const known = new Set<AgentMenuName>(AGENT_MENU.map((item) => item.name));
  const shown = AGENT_MENU.filter((item) => {
    if (item.name !== 'customerService' && !pages.includes(item.name)) return false;
    if (item.module && !isModuleOn(item.module)) return false;
    if (item.flag) return flags !== null && flags[item.flag] !== 0;
    return true;
  }).map((item) => item.name);
  const extra = pages.filter((name) => !known.has(name));
  return [...shown.slice(0, -1), ...extra, ...shown.slice(-1)];
}
