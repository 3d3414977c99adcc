import type {
  Announcement,
  AnnouncementItem,
  ContentAnnouncementsQuery,
  ContentAnnouncementsValue,
} from '@wl/api';
import { countWords, feedbackBounds } from '@wl/tenant-config';
import { BackendError, requestParamError } from '../backend-error.js';
import { requireSession, type HandlerMap } from '../handler.js';
import {
  activeAnnouncements,
  FEEDBACK_INTERVAL_MS,
  lastFeedback,
  unreadCount,
  type AnnouncementFixture,
  type AnnouncementType,
} from '../state/content.js';
import { entriesOf, summarizeEntries, toRecord } from '../state/ledger.js';
import { syncWithdrawalEntries } from '../state/withdrawal-confirmations.js';
import type { MerchantState } from '../state/merchant-state.js';
import { paginate } from '../state/paging.js';
import { settleContracts } from '../state/contract-settlement.js';
import { recordRange } from '../state/record-range.js';
import { sessionAccount } from '../state/session-account.js';
import { pickText } from '../state/localized-text.js';

function parseTypes(types: string): AnnouncementType[] {
  return types.split(',') as AnnouncementType[];
}

/** An announcement with its text in the caller's language (EN when missing). */
function localize(item: AnnouncementFixture, language: string | null): Announcement {
  return {
    ...item,
    title: pickText(item.title, language),
    content: pickText(item.content, language),
  };
}

function announcementItem(a: Announcement): AnnouncementItem {
  return {
    id: a.id,
    title: a.title,
    content: a.content,
    announcementImages: a.url ? [{ imageUrl: a.url }] : [],
    linkageType: a.linkageType,
    linkage: a.linkage,
    execution: a.execution,
    promotionType: a.promotionType,
    sort: a.sort,
    startTime: a.startTime,
    endTime: a.endTime,
  };
}

/**
 * The relay form: the asked kinds grouped (banners, player notices, promotions, popups), popups
 * narrowed to one audience when `execution` is given; a URL banner's page is its externalLink.
 */
function groupedAnnouncements(ctx: {
  state: MerchantState;
  query: ContentAnnouncementsQuery;
  language: string | null;
  now: Date;
}): ContentAnnouncementsValue {
  const { query } = ctx;
  const items = activeAnnouncements(ctx.state.content, parseTypes(query.types), ctx.now)
    .filter(
      (a) => a.type !== 'PU' || query.execution === undefined || a.execution === query.execution,
    )
    .map((a) => localize(a, ctx.language));
  const ofType = (type: AnnouncementType) => items.filter((a) => a.type === type);
  return {
    banners: ofType('B').map((a) => ({
      bannerId: a.id,
      groupName: a.groupName ?? '',
      title: a.title,
      url: a.url,
      linkageType: a.linkageType,
      externalLink: a.linkageType === 'URL' ? a.linkage : null,
      linkage: a.linkageType === 'URL' ? null : a.linkage,
      sort: a.sort,
    })),
    player: ofType('PL').map(announcementItem),
    promotion: ofType('PR').map(announcementItem),
    popup: ofType('PU').map(announcementItem),
  };
}

export const contentHandlers = {
  'content.announcementsV2': ({ state, query, language, now }) =>
    activeAnnouncements(state.content, parseTypes(query.types), now).map((a) =>
      localize(a, language),
    ),

  'content.announcements': (ctx) => groupedAnnouncements(ctx),

  'content.notices': ({ state, query, language, now }) => {
    const notices = activeAnnouncements(state.content, ['PL'], now)
      .map((a) => ({
        id: a.id,
        title: pickText(a.title, language),
        content: pickText(a.content, language),
        publishedAt: a.startTime ?? now.toISOString(),
      }))
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    return paginate(notices, query.pageNum, query.pageSize);
  },

  'content.feedback': (ctx) => {
    const { state, body, now } = ctx;
    const { username } = requireSession(ctx);
    const bounds = feedbackBounds(ctx.tenant.tenant.feedback);
    const words = countWords(body.content);
    if (words < bounds.minWords || words > bounds.maxWords) throw requestParamError();
    const last = lastFeedback(state.content, username);
    if (last && now.getTime() - Date.parse(last.createdAt) < FEEDBACK_INTERVAL_MS) {
      throw new BackendError('feedback_too_frequent');
    }
    state.content.feedback.push({
      username,
      category: body.category,
      content: body.content.trim(),
      createdAt: now.toISOString(),
    });
    return null;
  },

  'content.inboxUnread': (ctx) => ({
    count: unreadCount(ctx.state.content, requireSession(ctx).username),
  }),

  'content.memberTransactions': (ctx) => {
    const { state, query, now } = ctx;
    const account = sessionAccount(ctx);
    settleContracts(state, now);
    syncWithdrawalEntries(state.wallet.withdrawals, state.ledger, now);
    const entries = entriesOf(state.ledger, {
      username: account.username,
      ...recordRange(query, now),
      category: query.category,
    });
    const records = entries.map((e) => toRecord(state.ledger, e, ctx.language));
    return {
      ...paginate(records, query.pageNum, query.pageSize),
      summary: summarizeEntries(state.ledger, entries),
    };
  },
} satisfies HandlerMap;
