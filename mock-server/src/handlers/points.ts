import type { PointsType } from '@wl/api';
import { assertAccountPassword } from '../account/password-check.js';
import type { HandlerMap } from '../handler.js';
import { post, toUnits } from '../state/ledger.js';
import { paginate } from '../state/paging.js';
import { convertPoints, pointsOf, redeemReward, redemptionsOf, rewardIn } from '../state/points.js';
import { sessionAccount } from '../state/session-account.js';
import { pushBalance } from './push-balance.js';
import { fillText } from '../state/localized-text.js';
import { POINTS_CONVERTED_REMARK } from '../state/ledger-remarks.js';

/** Every points source, in the order docs/product/member.md#points-types lists them. */
export const POINTS_TYPES: readonly PointsType[] = [
  'live',
  'lott',
  'pvp',
  'rng',
  'sports',
  'redeem',
  'deposit',
];

export const pointsHandlers = {
  'points.balance': (ctx) => {
    const points = pointsOf(ctx.state.points, sessionAccount(ctx).username);
    return {
      balance: points.balance,
      byType: POINTS_TYPES.map((type) => ({ type, points: points.earned[type] ?? 0 })),
    };
  },

  'points.rewards': ({ state, query, language }) => {
    const page = paginate(state.points.rewards, query.pageNum, query.pageSize);
    return { ...page, content: page.content.map((reward) => rewardIn(reward, language)) };
  },

  'points.config': ({ state }) => state.points.config,

  'points.redeemList': (ctx) => {
    const { query } = ctx;
    const records = redemptionsOf(
      ctx.state.points,
      sessionAccount(ctx).username,
      ctx.language,
    ).filter((r) => {
      const day = r.createdAt.slice(0, 10);
      if (query.status !== undefined && r.status !== query.status) return false;
      if (query.startDate !== undefined && day < query.startDate) return false;
      return query.endDate === undefined || day <= query.endDate;
    });
    return paginate(records, query.pageNum, query.pageSize);
  },

  'points.redeem': (ctx) => {
    const { state, body, now } = ctx;
    const account = sessionAccount(ctx);
    assertAccountPassword(state, account, body.password, now);
    const record = redeemReward(state.points, account.username, body, now, ctx.language);
    return {
      redeemId: record.redeemId,
      status: record.status,
      balance: pointsOf(state.points, account.username).balance,
    };
  },

  'points.convert': (ctx) => {
    const { state, body, now } = ctx;
    const account = sessionAccount(ctx);
    assertAccountPassword(state, account, body.password, now);
    const amountMinor = convertPoints(
      state.points,
      account.username,
      body.points,
      state.ledger.minorUnits,
    );
    if (amountMinor > 0) {
      post(
        state.ledger,
        {
          owner: account.username,
          category: 'POINTS',
          amountMinor,
          remark: fillText(POINTS_CONVERTED_REMARK, { points: body.points }),
        },
        now,
      );
      pushBalance(ctx, account);
    }
    return {
      points: body.points,
      amount: toUnits(state.ledger, amountMinor),
      balance: pointsOf(state.points, account.username).balance,
    };
  },
} satisfies HandlerMap;
