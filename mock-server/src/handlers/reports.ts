import { requireSession, type HandlerContext, type HandlerMap } from '../handler.js';
import type { Account } from '../state/accounts.js';
import { settleContracts } from '../state/contract-settlement.js';
import { agentAnnouncementIn } from '../state/agent-announcements.js';
import { paginate } from '../state/paging.js';
import { syncWithdrawalEntries } from '../state/withdrawal-confirmations.js';
import { reportRange, type RangeQuery } from '../state/report-range.js';
import { scopedAccount, subtreeMap, teamMap } from '../state/report-accounts.js';
import {
  accountDetails,
  myIncome,
  teamBetting,
  teamOverview,
  userLoss,
  type TeamData,
} from '../state/team-reports.js';

type ReportId =
  | 'reports.overview'
  | 'reports.betting'
  | 'reports.userLoss'
  | 'reports.myIncome'
  | 'reports.accountDetails';

const only = (account: Account): Map<string, Account> =>
  new Map([[account.username.toLowerCase(), account]]);

interface ScopeQuery extends RangeQuery {
  username?: string | undefined;
  team?: string | undefined;
}

/**
 * What a report reads (docs/product/agent.md#team-reports): the caller's team; or the one account
 * named by `username` (the caller or a team member; anyone else is refused), with its whole team
 * when `withTeam` and it is a downline agent; or the subtree named by `team` (a drill-down); or,
 * with `self`, the caller alone.
 */
function teamData<Id extends ReportId>(
  ctx: HandlerContext<Id>,
  query: ScopeQuery,
  { self = false, withTeam = false } = {},
): TeamData {
  const { state, now } = ctx;
  settleContracts(state, now);
  syncWithdrawalEntries(state.wallet.withdrawals, state.ledger, now);
  const agent = requireSession(ctx).username;
  const subtree = (username: string): Map<string, Account> =>
    username.toLowerCase() === agent.toLowerCase()
      ? teamMap(state.accounts, agent)
      : subtreeMap(state.accounts, scopedAccount(state.accounts, agent, username));
  let team: Map<string, Account> =
    query.team === undefined ? teamMap(state.accounts, agent) : subtree(query.team);
  if (query.username !== undefined) {
    const named = scopedAccount(state.accounts, agent, query.username);
    const scope = withTeam ? subtree(named.username) : only(named);
    team = new Map([...scope].filter(([name]) => query.team === undefined || team.has(name)));
  } else if (self) team = only(scopedAccount(state.accounts, agent, agent));
  return {
    team,
    bets: state.bets,
    ledger: state.ledger,
    range: reportRange(query, now),
    language: ctx.language,
  };
}

export const reportsHandlers = {
  'reports.overview': (ctx) => teamOverview(teamData(ctx, ctx.query)),

  'reports.betting': (ctx) => teamBetting(teamData(ctx, ctx.query, { withTeam: true }), ctx.query),

  'reports.userLoss': (ctx) => userLoss(teamData(ctx, ctx.query), ctx.query),

  'reports.myIncome': (ctx) => myIncome(teamData(ctx, ctx.query, { self: true }), ctx.query),

  'reports.accountDetails': (ctx) =>
    accountDetails(teamData(ctx, ctx.query, { self: true }), ctx.query),

  'reports.announcements': (ctx) => {
    const page = paginate(
      ctx.state.agentAnnouncements,
      ctx.query.pageNum,
      ctx.query.pageSize ?? 10,
    );
    return { ...page, content: page.content.map((a) => agentAnnouncementIn(a, ctx.language)) };
  },
} satisfies HandlerMap;
