import type { HandlerMap } from '../handler.js';
import { requireSession } from '../handler.js';
import { markRead, messagesOf } from '../state/inbox.js';
import { paginate } from '../state/paging.js';

/** The inbox calls (docs/product/member.md#inbox); the unread count is in content.ts. */
export const inboxHandlers = {
  'content.inboxMessages': (ctx) => {
    const { username } = requireSession(ctx);
    return paginate(
      messagesOf(ctx.state.content, username, ctx.language),
      ctx.query.pageNum,
      ctx.query.pageSize,
    );
  },

  'content.inboxRead': (ctx) => ({
    count: markRead(ctx.state.content, requireSession(ctx).username, ctx.body.id, ctx.pushEvent),
  }),
} satisfies HandlerMap;
