import { BackendError, requestParamError } from '../backend-error.js';
import type { HandlerMap } from '../handler.js';
import { registerDownline } from '../account/register-downline.js';
import { findAccount } from '../state/accounts.js';
import { contractOverview } from '../state/contract-overview.js';
import { settleContracts } from '../state/contract-settlement.js';
import { move, requireAmount } from '../state/ledger.js';
import { sessionAccount } from '../state/session-account.js';
import { listTeam, teamMember } from '../state/team.js';
import { securityOf } from '../state/security.js';
import { pushBalance } from './push-balance.js';
import { assertPaymentPassword } from './security.js';

/** An agent's own team (docs/product/agent.md#team-management); the pipeline keeps it to its subtree. */
export const teamHandlers = {
  'team.members': (ctx) => {
    settleContracts(ctx.state, ctx.now);
    return listTeam(ctx.state, sessionAccount(ctx).username, ctx.query);
  },

  'team.registerDownline': (ctx) => {
    const agent = sessionAccount(ctx);
    const account = registerDownline({ ...ctx, accounts: ctx.state.accounts }, agent);
    return teamMember(ctx.state, agent.username, account);
  },

  'team.invite': (ctx) => {
    const agent = sessionAccount(ctx);
    // Every agent can invite: one without a code gets one now.
    agent.affiliateCode ??= `A${agent.id}`;
    return { affiliateCode: agent.affiliateCode };
  },

  /** docs/product/agent.md#transfer-to-a-downline */
  'team.transfer': (ctx) => {
    const { state, body, now } = ctx;
    const agent = sessionAccount(ctx);
    const downline = findAccount(state.accounts, body.downline);
    if (!downline) throw requestParamError();
    if (downline === agent) throw new BackendError('transfer_to_self');
    // More than the agent holds, however large (even past what minor units can count).
    if (typeof body.amount === 'number' && body.amount > agent.balance) {
      throw new BackendError('insufficient_balance');
    }
    const amountMinor = requireAmount(state.ledger, body.amount);
    // Where the merchant uses a payment password, the agent's own must be given and match.
    if (state.security.paymentPasswordEnabled) {
      if (securityOf(state.security, agent.username).paymentPassword === null) {
        throw new BackendError('payment_password_required');
      }
      assertPaymentPassword(state, agent.username, body.paymentPassword, now);
    }
    settleContracts(state, now);
    const remark = body.remark?.trim() || null;
    move(
      state.ledger,
      { owner: agent.username, remark: remark ?? `→ ${downline.username}` },
      { owner: downline.username, remark: remark ?? `← ${agent.username}` },
      'TRANSFER',
      amountMinor,
      now,
    );
    pushBalance(ctx, agent);
    pushBalance(ctx, downline);
    return {
      balance: agent.balance,
      downline: downline.username,
      downlineBalance: downline.balance,
    };
  },

  'team.contracts': (ctx) => {
    const { state, query, now } = ctx;
    settleContracts(state, now);
    return contractOverview(
      state.contracts,
      state.merchantCode,
      query.contractType,
      sessionAccount(ctx).username,
    );
  },
} satisfies HandlerMap;
