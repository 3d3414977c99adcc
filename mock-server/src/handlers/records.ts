import { betsOf, summarizeBets } from '../state/bets.js';
import { paginate } from '../state/paging.js';
import { recordRange } from '../state/record-range.js';
import { sessionAccount } from '../state/session-account.js';
import type { HandlerMap } from '../handler.js';

export const recordsHandlers = {
  'records.bets': (ctx) => {
    const { state, query, now, language } = ctx;
    const bets = betsOf(
      state.bets,
      {
        username: sessionAccount(ctx).username,
        ...recordRange(query, now),
        gameType: query.gameType,
      },
      language,
    );
    return { ...paginate(bets, query.pageNum, query.pageSize), summary: summarizeBets(bets) };
  },
} satisfies HandlerMap;
