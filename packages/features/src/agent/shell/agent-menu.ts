import type { CentrePageName } from '@wl/paths';

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
}

/**
 * The items of the agent centre's menu, in order: the dashboard, then the product's sixteen. docs/product/agent.md#agent-centre-menu
 * A page whose gate is closed is not among the pages given (each page declares its modules).
 */
export const AGENT_MENU: readonly AgentMenuItem[] = [
  { name: 'agentDashboard' },
  { name: 'deposit' },
  { name: 'withdraw' },
  { name: 'agentAnnouncements' },
  { name: 'teamOverview' },
  { name: 'registerAccount' },
  { name: 'teamManagement' },
  { name: 'teamBetting' },
  { name: 'userLoss' },
  { name: 'myIncome' },
  { name: 'accountDetails' },
  { name: 'dividend', flag: 'divtypereq' },
  { name: 'dailyWage', flag: 'dailysalreqtype' },
  { name: 'hourlySalary', flag: 'contracthoursalreq' },
  { name: 'realTimeSalary', flag: 'realtimesalreqtype' },
  { name: 'inbox' },
  { name: 'customerService' },
];

/** Items the agent centre names its own way (the product's names), by translation key. */
const TITLE_KEYS: Partial<Record<AgentMenuName, string>> = { inbox: 'agent.menu.inbox' };

/** The translation key of an item's title: the centre's own name, else its page's title. */
export const menuTitleKey = (name: AgentMenuName, pageTitleKey: string): string =>
  TITLE_KEYS[name] ?? pageTitleKey;

interface MenuContext {
  /** Names of the pages some feature offers to the agent centre (gates open), in their order. */
  pages: readonly CentrePageName[];
  /** The agent's contract flags; null until they have loaded (salary items stay hidden). */
  flags: ContractFlags | null;
  /**
   * Contract pages whose flag is 0 that the agent still uses (contracts with its downlines,
   * payouts or a history of that kind): they stay in the menu.
   */
  inUse?: readonly string[];
}

/** The contract items whose flag is 0: shown only while the agent still uses their page. */
export function flaggedOff(flags: ContractFlags | null): AgentMenuName[] {
  if (flags === null) return [];
  return AGENT_MENU.filter((item) => item.flag && flags[item.flag] === 0).map((item) => item.name);
}

/**
 * The entries the agent sees: the menu's items whose page a feature offers and, for the salary
 * and dividend items, whose contract flag is set or whose page the agent still uses; then any
 * other agent-centre page a feature adds, before customer service.
 */
export function visibleMenu({ pages, flags, inUse = [] }: MenuContext): AgentMenuName[] {
  const known = new Set<AgentMenuName>(AGENT_MENU.map((item) => item.name));
  const shown = AGENT_MENU.filter((item) => {
    if (item.name !== 'customerService' && !pages.includes(item.name)) return false;
    if (item.flag) return flags !== null && (flags[item.flag] !== 0 || inUse.includes(item.name));
    return true;
  }).map((item) => item.name);
  const extra = pages.filter((name) => !known.has(name));
  return [...shown.slice(0, -1), ...extra, ...shown.slice(-1)];
}

/** An entry of the agent centre's menu: its page (or customer service) and its title. */
export interface AgentMenuEntry {
  name: AgentMenuName;
  title: string;
}

/**
 * The menu's entries with their titles in the page's language (`text` gives a key's words), each
 * page's title taken from the centre pages given (name and title key).
 */
export function agentMenuEntries(
  items: readonly AgentMenuName[],
  pages: readonly { name: string; titleKey: string }[],
  text: (key: string) => string,
): AgentMenuEntry[] {
  return items.map((name) => ({
    name,
    title: text(
      name === 'customerService'
        ? 'agent.menu.customerService'
        : menuTitleKey(name, pages.find((page) => page.name === name)?.titleKey ?? ''),
    ),
  }));
}
