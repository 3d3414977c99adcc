import type { HandlerMap } from '../handler.js';
import { checkUploadedImages } from '../request/uploaded-images.js';
import { activitiesFor, addApplication, joinActivity } from '../state/promotions.js';
import { sessionAccount } from '../state/session-account.js';

/** The promotions page (schemas/api/promotions.json). docs/product/member.md#promotions */
export const promotionsHandlers = {
  'promotions.list': (ctx) =>
    activitiesFor(
      ctx.state,
      ctx.session?.username ?? null,
      ctx.query.category,
      ctx.now,
      ctx.language,
    ),

  'promotions.apply': (ctx) => {
    const { body } = ctx;
    const account = sessionAccount(ctx);
    const kinds = checkUploadedImages(body.images);
    const { owner: _owner, ...application } = addApplication(
      ctx.state.promotions,
      account.username,
      { promotionId: body.promotionId, comment: body.comment, imageCount: kinds.length },
      ctx.now,
    );
    return application;
  },

  'promotions.join': (ctx) => {
    joinActivity(ctx.state.promotions, sessionAccount(ctx).username, ctx.body.promotionId, ctx.now);
    return { promotionId: ctx.body.promotionId, status: 'JOINED' as const };
  },
} satisfies HandlerMap;
