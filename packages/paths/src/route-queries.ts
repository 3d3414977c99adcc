/** Member-centre pages a link may open first, as `/member?page=<name>`. docs/product/member.md#member-centre-pages */
export const MEMBER_PAGES = [
  'rewardCenter',
  'deposit',
  'withdraw',
  'securityCenter',
  'transactionHistory',
  'personalHistoryCopy',
] as const;

export type MemberPage = (typeof MEMBER_PAGES)[number];

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
  member: { page?: MemberPage };
}
