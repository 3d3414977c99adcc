/**
 * Inbox messages of one merchant: the account's list, marking read, and new messages (which tell
 * the account's open event sockets the new unread count). docs/product/member.md#inbox
 */
import type { InboxMessage } from '@wl/api';
import { requestParamError } from '../backend-error.js';
import type { PushEvent } from '../events/event-hub.js';
import { unreadCount, type ContentState, type InboxMessageFixture } from './content.js';
import { pickText, type LocalizedText } from './localized-text.js';

const sameAccount = (message: InboxMessageFixture, username: string) =>
  message.username.toLowerCase() === username.toLowerCase();

/** The account's messages, newest first, as the API schema shows them, in the reader's language. */
export function messagesOf(
  content: ContentState,
  username: string,
  language: string | null,
): InboxMessage[] {
  return content.inbox
    .filter((message) => sameAccount(message, username))
    .sort((a, b) => b.sentAt.localeCompare(a.sentAt) || b.id - a.id)
    .map(({ id, title, content: html, read, sentAt }) => ({
      id,
      title: pickText(title, language),
      content: pickText(html, language),
      read,
      sentAt,
    }));
}

/** Marks one of the account's messages read and answers its unread count; another's id is refused. */
export function markRead(
  content: ContentState,
  username: string,
  id: number,
  pushEvent: PushEvent,
): number {
  const message = content.inbox.find((m) => m.id === id && sameAccount(m, username));
  if (message === undefined) throw requestParamError();
  const changed = !message.read;
  message.read = true;
  const count = unreadCount(content, username);
  if (changed) pushEvent(username, 'inbox.unread', { count });
  return count;
}

/** Delivers a new unread message to an account and pushes its new unread count. */
export function deliverMessage(
  content: ContentState,
  message: { username: string; title: string | LocalizedText; content: string | LocalizedText },
  now: Date,
  pushEvent: PushEvent,
): InboxMessageFixture {
  const id = Math.max(0, ...content.inbox.map((m) => m.id)) + 1;
  const delivered = { id, ...message, read: false, sentAt: now.toISOString() };
  content.inbox.push(delivered);
  pushEvent(message.username, 'inbox.unread', {
    count: unreadCount(content, message.username),
  });
  return delivered;
}
