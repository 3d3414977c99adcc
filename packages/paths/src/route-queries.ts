/**
 * The name of every centre page (member centre and agent centre), as `/member?page=<name>` or
 * `/agentHome?page=<name>` opens it. The feature that provides a page declares it under its name.
 * docs/product/member.md#centre-pages
 */
export const MEMBER_PAGES = [
  'wallet',
  'deposit',
  'withdraw',
  'transfer',
  'uplineTransfer',
  'withdrawConfirm',
  'rewardCenter',
  'securityCenter',
  'transactionHistory',
  'personalHistoryCopy',
  'feedback',
  'downloadApp',
  'inbox',
  'announcements',
  // The agent centre's pages (docs/product/agent.md#agent-centre-menu).
  'agentDashboard',
  'agentAnnouncements',
  'teamOverview',
  'registerAccount',
  'teamManagement',
  'teamBetting',
  'userLoss',
  'myIncome',
  'accountDetails',
  'dividend',
  'dailyWage',
  'hourlySalary',
  'realTimeSalary',
  'downlineTransfer',
] as const;

export type CentrePageName = (typeof MEMBER_PAGES)[number];

/** A centre page a member-centre link opens. */
export type MemberPage = CentrePageName;

/** The game a lottery page opens. docs/product/routes.md#launch-routes */
export interface LotteryQuery {
  gameCode?: string;
}

/** The query parameters each route reads; a route not listed reads none. */
export interface RouteQueries {
  lottery: LotteryQuery;
  seaLottery: LotteryQuery;
  vnLottery: LotteryQuery;
  /** The slot vendor (vassalage) whose games the list shows. */
  rng: { vassalage?: string };
  member: { page?: CentrePageName };
  agentHome: { page?: CentrePageName };
  /** An agent's invitation code, filled into the register form (docs/product/agent.md#register-account). */
  register: { affiliateCode?: string };
}
