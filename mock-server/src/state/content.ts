/**
 * Announcements (banners, notices, popups, promotions, home highlights), inbox messages and
 * received feedback of one merchant. Seeded from fixtures/announcements.json and fixtures/inbox.json.
 */
import type { Announcement } from '@wl/api';
import type { LocalizedText } from './localized-text.js';

export type AnnouncementType = Announcement['type'];

/** fixtures/announcements.json entry: an announcement with its text in the bundled languages. */
export interface AnnouncementFixture extends Omit<Announcement, 'title' | 'content'> {
  title: LocalizedText;
  content: LocalizedText;
}

/**
 * fixtures/inbox.json entry: an internal message to one account. A message the platform writes
 * itself (a contract notice) holds its text in every bundled language and is read in the
 * reader's.
 */
export interface InboxMessageFixture {
  id: number;
  username: string;
  title: string | LocalizedText;
  /** HTML. */
  content: string | LocalizedText;
  read: boolean;
  /** ISO time it was sent. */
  sentAt: string;
}

export interface FeedbackRecord {
  username: string;
  category: string;
  content: string;
  createdAt: string;
}

export interface ContentState {
  announcements: AnnouncementFixture[];
  inbox: InboxMessageFixture[];
  feedback: FeedbackRecord[];
}

/** A second feedback from the same account within this time is refused (feedback_too_frequent). */
export const FEEDBACK_INTERVAL_MS = 60_000;

export function seedContent(
  announcements: AnnouncementFixture[],
  inbox: InboxMessageFixture[],
): ContentState {
  return {
    announcements: structuredClone(announcements),
    inbox: structuredClone(inbox),
    feedback: [],
  };
}

/** Whether an announcement is shown at `now` (inside its optional start and end times). */
export function isActive(
  item: { startTime: string | null; endTime: string | null },
  now: Date,
): boolean {
  const at = now.getTime();
  if (item.startTime !== null && Date.parse(item.startTime) > at) return false;
  if (item.endTime !== null && Date.parse(item.endTime) <= at) return false;
  return true;
}

/** The active announcements of the given types, sorted by `sort` (then id). */
export function activeAnnouncements(
  content: ContentState,
  types: readonly AnnouncementType[],
  now: Date,
): AnnouncementFixture[] {
  return content.announcements
    .filter((a) => types.includes(a.type) && isActive(a, now))
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
}

/** Unread inbox messages of an account. */
export function unreadCount(content: ContentState, username: string): number {
  const name = username.toLowerCase();
  return content.inbox.filter((m) => m.username.toLowerCase() === name && !m.read).length;
}

/** The account's latest feedback, if any. */
export function lastFeedback(content: ContentState, username: string): FeedbackRecord | undefined {
  const name = username.toLowerCase();
  return content.feedback.findLast((f) => f.username.toLowerCase() === name);
}
