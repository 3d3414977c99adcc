import { requireSession, type HandlerContext, type HandlerMap } from '../handler.js';
import type { Account } from '../state/accounts.js';
import { pushBalance } from './push-balance.js';
import { toMinorUnits } from '@wl/tenant-config';
import { post } from '../state/ledger.js';
import {
  cancelTicket,
  claimLoginReward,
  claimPromotion,
  discountTicketsOf,
  extraRewardClaimsOf,
  loginClaimsOf,
  loginCycle,
  openTicket,
  promotionsOf,
  rankProgress,
  referralOf,
  remainingWithdrawals,
  ticketPromotionsOf,
  ticketsOf,
  titledIn,
} from '../state/rewards.js';
import { sessionAccount } from '../state/session-account.js';
import { fillText, pickText, type KeptText } from '../state/localized-text.js';
import { LOGIN_REWARD_REMARK } from '../state/ledger-remarks.js';

/** Credits a reward to the account's main wallet and records it; the new balance. */
function creditReward(
  ctx: Pick<HandlerContext<'wallet.deposit'>, 'state' | 'pushEvent'>,
  account: Account,
  amount: number,
  remark: KeptText,
  now: Date,
): number {
  const { state } = ctx;
  const amountMinor = toMinorUnits(amount, state.ledger.minorUnits);
  post(state.ledger, { owner: account.username, category: 'BONUS', amountMinor, remark }, now);
  pushBalance(ctx, account);
  return account.balance;
}

/** The rewards-centre relays (module REWCEN3; schemas/api/rewards.json). */
export const rewardsHandlers = {
  'rewards.playerRankProgress': (ctx) => {
    const progress = rankProgress(ctx.state.rewards, requireSession(ctx).username);
    return {
      ...progress,
      currentRank: pickText(progress.currentRank, ctx.language),
      nextRank: progress.nextRank === null ? null : pickText(progress.nextRank, ctx.language),
    };
  },

  'rewards.referralDetails': (ctx) => {
    const account = sessionAccount(ctx);
    return {
      referralCode: account.affiliateCode ?? `R${String(account.id).padStart(6, '0')}`,
      ...referralOf(ctx.state.rewards, account.username),
    };
  },

  'rewards.depositSettings': ({ state }) => ({ ...state.rewards.fixture.deposit }),

  'rewards.withdrawSettings': (ctx) => {
    const { withdraw } = ctx.state.rewards.fixture;
    const username = requireSession(ctx).username;
    return {
      ...withdraw,
      remainingTimes: remainingWithdrawals(ctx.state.rewards, username, ctx.now),
    };
  },

  'rewards.availablePromotions': (ctx) =>
    promotionsOf(ctx.state.rewards, requireSession(ctx).username)
      .filter((p) => p.status === 'AVAILABLE')
      .map((p) => titledIn(p, ctx.language)),

  'rewards.claimedPromotions': (ctx) => {
    const username = requireSession(ctx).username;
    const order = ctx.state.rewards.claimedPromotions.get(username.toLowerCase()) ?? [];
    return promotionsOf(ctx.state.rewards, username)
      .filter((p) => p.status === 'CLAIMED')
      .sort((a, b) => order.indexOf(b.promotionId) - order.indexOf(a.promotionId))
      .map((p) => titledIn(p, ctx.language));
  },

  'rewards.registerPromotions': ({ state, language }) =>
    state.rewards.fixture.registerPromotions.map((p) => ({
      ...titledIn(p, language),
      status: 'AVAILABLE' as const,
    })),

  'rewards.loginPromotion': (ctx) => {
    const { days, claimableToday } = loginCycle(
      ctx.state.rewards,
      requireSession(ctx).username,
      ctx.now,
    );
    return { days, claimableToday };
  },

  'rewards.loginPromotionHistory': (ctx) =>
    loginClaimsOf(ctx.state.rewards, requireSession(ctx).username),

  'rewards.claimIssuedPromotion': (ctx) => {
    const account = sessionAccount(ctx);
    const promotion = claimPromotion(ctx.state.rewards, account.username, ctx.body.promotionId);
    const balance = creditReward(ctx, account, promotion.rewardAmount, promotion.title, ctx.now);
    return { promotionId: promotion.promotionId, rewardAmount: promotion.rewardAmount, balance };
  },

  'rewards.claimLoginPromotion': (ctx) => {
    const account = sessionAccount(ctx);
    const claim = claimLoginReward(ctx.state.rewards, account.username, ctx.now);
    const balance = creditReward(
      ctx,
      account,
      claim.rewardAmount,
      fillText(LOGIN_REWARD_REMARK, { day: claim.day }),
      ctx.now,
    );
    return { day: claim.day, rewardAmount: claim.rewardAmount, balance };
  },

  'rewards.claimTicket': (ctx) =>
    openTicket(
      ctx.state.rewards,
      requireSession(ctx).username,
      ctx.body.promotionId,
      ctx.now,
      ctx.language,
    ),

  'rewards.cancelTicket': (ctx) =>
    cancelTicket(ctx.state.rewards, requireSession(ctx).username, ctx.body.ticketId, ctx.language),

  'rewards.claimTickets': (ctx) =>
    ticketsOf(ctx.state.rewards, requireSession(ctx).username, ctx.language),

  'rewards.ticketPromotions': (ctx) =>
    ticketPromotionsOf(ctx.state.rewards, requireSession(ctx).username, ctx.language),

  'rewards.discountTickets': (ctx) =>
    discountTicketsOf(ctx.state.rewards, requireSession(ctx).username, ctx.language),

  'rewards.extraRewardClaims': (ctx) =>
    extraRewardClaimsOf(ctx.state.rewards, requireSession(ctx).username, ctx.language),
} satisfies HandlerMap;
