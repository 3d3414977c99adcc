/** Notices for agents (reports.announcements), seeded from fixtures/agent-announcements.json. */
import { pickText, type LocalizedText } from './localized-text.js';

/** fixtures/agent-announcements.json entry. */
export interface AgentAnnouncementFixture {
  id: number;
  /** Days before the seeding time it was published. */
  daysAgo: number;
  title: LocalizedText;
  /** HTML. */
  content: LocalizedText;
}

export interface AgentAnnouncement {
  id: number;
  title: LocalizedText;
  content: LocalizedText;
  publishedAt: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Newest first. */
export function seedAgentAnnouncements(
  fixture: AgentAnnouncementFixture[],
  now: Date,
): AgentAnnouncement[] {
  return fixture
    .map(({ daysAgo, ...a }) => ({
      ...a,
      publishedAt: new Date(now.getTime() - daysAgo * DAY_MS).toISOString(),
    }))
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
}

/** The notice as a reader of `language` sees it (EN when missing). */
export function agentAnnouncementIn(
  announcement: AgentAnnouncement,
  language: string | null,
): Omit<AgentAnnouncement, 'title' | 'content'> & { title: string; content: string } {
  return {
    ...announcement,
    title: pickText(announcement.title, language),
    content: pickText(announcement.content, language),
  };
}
