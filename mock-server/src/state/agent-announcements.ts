/** Notices for agents (reports.announcements), seeded from fixtures/agent-announcements.json. */

/** fixtures/agent-announcements.json entry. */
export interface AgentAnnouncementFixture {
  id: number;
  /** Days before the seeding time it was published. */
  daysAgo: number;
  title: string;
  /** HTML. */
  content: string;
}

export interface AgentAnnouncement {
  id: number;
  title: string;
  content: string;
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
