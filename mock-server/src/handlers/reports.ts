import { requireSession, type HandlerContext, type HandlerMap } from '../handler.js';
import type { Account } from '../state/accounts.js';
import { settleContracts } from '../state/contract-settlement.js';
import { paginate } from '../state/paging.js';
import { syncWithdrawalEntries } from '../state/withdrawal-confirmations.js';
import { reportRange, type RangeQuery } from '../state/report-range.js';
import { scopedAccount, teamMap } from '../state/report-accounts.js';
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

/**
 * What a report reads (docs/product/agent.md#team-reports): the caller's team, or the one account
 * named by `username` (the caller or a team member; anyone else is refused), or, with `self`, the
 * caller alone.
 */
function teamData<Id extends ReportId>(
  ctx: HandlerContext<Id>,
  query: RangeQuery & { username?: string | undefined },
  self = false,
): TeamData {
  const { state, now } = ctx;
  settleContracts(state, now);
  syncWithdrawalEntries(state.wallet.withdrawals, state.ledger, now);
  const agent = requireSession(ctx).username;
  let team: Map<string, Account>;
  if (query.username !== undefined)
    team = only(scopedAccount(state.accounts, agent, query.username));
  else if (self) team = only(scopedAccount(state.accounts, agent, agent));
  else team = teamMap(state.accounts, agent);
  return { team, bets: state.bets, ledger: state.ledger, range: reportRange(query, now) };
}

export const reportsHandlers = {
  'reports.overview': (ctx) => teamOverview(teamData(ctx, ctx.query)),

  'reports.betting': (ctx) => teamBetting(teamData(ctx, ctx.query), ctx.query),

  'reports.userLoss': (ctx) => userLoss(teamData(ctx, ctx.query), ctx.query),

  'reports.myIncome': (ctx) => myIncome(teamData(ctx, ctx.query, true), ctx.query),

  'reports.accountDetails': (ctx) => accountDetails(teamData(ctx, ctx.query, true), ctx.query),

  'reports.announcements': (ctx) =>
    paginate(ctx.state.agentAnnouncements, ctx.query.pageNum, ctx.query.pageSize ?? 10),
} satisfies HandlerMap;
