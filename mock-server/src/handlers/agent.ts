import type { Contract } from '@wl/api';
import type { PushEvent } from '../events/event-hub.js';
import { requireSession, type HandlerMap } from '../handler.js';
import type { MerchantState } from '../state/merchant-state.js';
import {
  processContract,
  toContract,
  type ContractRecord,
  type ContractRequest,
  type ContractType,
} from '../state/contracts.js';
import { deliverMessage } from '../state/inbox.js';
import { autoTerminationNotice } from '../state/contract-notice.js';
import { readQueryTiers } from '../state/contract-offer.js';
import { toMinorUnits } from '@wl/tenant-config';
import { post } from '../state/ledger.js';
import { pushBalance } from './push-balance.js';
import { claimRaffle } from '../state/raffles.js';
import { pickText } from '../state/localized-text.js';
import { settleContracts } from '../state/contract-settlement.js';
import { sessionAccount } from '../state/session-account.js';
import type { ActiveSession } from '../state/sessions.js';

interface ContractCallContext {
  state: MerchantState;
  session: ActiveSession | null;
  now: Date;
  pushEvent: PushEvent;
}

/** A contract call of the GET kinds, whose offered tiers travel as text in the query. */
function fromQuery(query: Omit<ContractRequest, 'tiers'> & { tiers?: string | undefined }) {
  const { tiers, ...rest } = query;
  return tiers === undefined ? rest : { ...rest, tiers: readQueryTiers(tiers) };
}

/**
 * The downline whose contract ended because its upline accepted one of a lower rate hears of it:
 * a platform message and the socket event `contract.ended` (docs/product/agent.md#contract-rules).
 */
function tellAutoTerminated(ctx: ContractCallContext, ended: ContractRecord): void {
  deliverMessage(
    ctx.state.content,
    {
      username: ended.downline,
      ...autoTerminationNotice(ended.contractType, ended.upline ?? ctx.state.merchantCode, ctx.now),
    },
    ctx.now,
    ctx.pushEvent,
  );
  ctx.pushEvent(ended.downline, 'contract.ended', {
    contractId: ended.contractId,
    contractType: ended.contractType,
  });
}

/** One contract action by the calling agent (the pipeline has checked it is an agent). */
function contractCall(
  ctx: ContractCallContext,
  type: ContractType,
  request: ContractRequest,
): Contract | null {
  // Periods elapsed under the contracts as they stood are paid before anything changes.
  settleContracts(ctx.state, ctx.now);
  const record = processContract(
    {
      contracts: ctx.state.contracts,
      accounts: ctx.state.accounts,
      type,
      username: requireSession(ctx).username,
      now: ctx.now,
      onAutoTerminated: (ended) => tellAutoTerminated(ctx, ended),
    },
    request,
  );
  // The downline hears of a new offer at once (docs/product/agent.md#contract-offer-popup).
  if (record && request.action === 'SIGN') {
    ctx.pushEvent(record.downline, 'contract.offer', {
      contractId: record.contractId,
      contractType: record.contractType,
    });
  }
  return record && toContract(record, ctx.state.merchantCode);
}

export const agentHandlers = {
  'agent.dividendContract': (ctx) => contractCall(ctx, 'DIVIDEND', fromQuery(ctx.query)),

  'agent.dailySalaryContract': (ctx) => contractCall(ctx, 'DAILY_SALARY', fromQuery(ctx.query)),

  'agent.hourlySalaryContract': (ctx) => contractCall(ctx, 'HOURLY_SALARY', ctx.body),

  'agent.realTimeSalaryContract': (ctx) => contractCall(ctx, 'REALTIME_SALARY', ctx.body),

  'agent.claimRaffle': (ctx) => {
    const { state, body, now } = ctx;
    const account = sessionAccount(ctx);
    const { promotion, status } = claimRaffle(
      state.raffles,
      account.username,
      body.promotionId,
      now,
    );
    if (status === 'ISSUED') {
      post(
        state.ledger,
        {
          owner: account.username,
          category: 'BONUS',
          amountMinor: toMinorUnits(promotion.prizeAmount, state.ledger.minorUnits),
          remark: pickText(promotion.prizeName, ctx.language),
        },
        now,
      );
      pushBalance(ctx, account);
    }
    return {
      promotionId: promotion.promotionId,
      prizeName: pickText(promotion.prizeName, ctx.language),
      prize: { amount: promotion.prizeAmount, currency: state.accounts.currency },
      status,
    };
  },
} satisfies HandlerMap;
