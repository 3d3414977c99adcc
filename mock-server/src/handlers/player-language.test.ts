import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMockTestApp,
  type CallOptions,
  type MockTestApp,
} from '../test-support/mock-test-app.js';

/**
 * A player on the Vietnamese site reads no English from the backend: every text a player sees in
 * these answers is another text in VI than in EN, unless it needs no translation (a brand, a
 * number, a code); the same holds for an agent's team reports and notices. An answer that gains
 * an English-only text fails here.
 */
let mock: MockTestApp;

beforeAll(async () => {
  mock = await createMockTestApp();
});
afterAll(() => mock.close());

/** Keys whose string values a player reads. */
const TEXT_KEYS = new Set([
  'title',
  'name',
  'content',
  'remark',
  'currentRank',
  'nextRank',
  'prizeName',
  'description',
  'category',
  'categoryName',
  'subtitle',
  'summary',
]);

/**
 * Texts that read the same in every language: numbers, codes, and a bet's vendor code with its
 * game's name (brands).
 */
const NO_TRANSLATION = /^(?:[\d\s.,:%+\-–/]*|[A-Z0-9_]+|VIP\d+|[A-Z][A-Z0-9_]+ [^\s].*)$/;

/** Every player-visible string of `value`, by its path. */
function textsOf(value: unknown, path = ''): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (node: unknown, at: string, key: string | undefined) => {
    if (typeof node === 'string') {
      if (key !== undefined && TEXT_KEYS.has(key)) found.set(at, node);
    } else if (Array.isArray(node)) node.forEach((item, i) => walk(item, `${at}/${i}`, key));
    else if (typeof node === 'object' && node !== null)
      for (const [k, v] of Object.entries(node)) walk(v, `${at}/${k}`, k);
  };
  walk(value, path, undefined);
  return found;
}

/** The answers an agent's centre shows (team reports and notices), asked in `language`. */
async function agentAnswersIn(language: string): Promise<Record<string, unknown>> {
  const token = mock.login('agent.top');
  const range = { startDate: daysAgo(60, mock), endDate: daysAgo(0, mock) };
  const ask = (id: Parameters<MockTestApp['value']>[0], query: CallOptions['query']) =>
    mock.value(id, { token, language, query });
  return {
    income: await ask('reports.myIncome', { ...range, pageNum: 1, pageSize: 100 }),
    details: await ask('reports.accountDetails', { ...range, pageNum: 1, pageSize: 100 }),
    notices: await ask('reports.announcements', { pageNum: 1, pageSize: 50 }),
  };
}

/**
 * The answers a player's pages show, asked in `language` by a fresh member (of `merchant` on
 * `app`, else of the shared fixtures' merchant).
 */
async function answersIn(
  language: string,
  app: MockTestApp = mock,
  merchant?: string,
): Promise<Record<string, unknown>> {
  const token = app.login('player.one', { merchant });
  const ask = (id: Parameters<MockTestApp['value']>[0], options: CallOptions = {}) =>
    app.value(id, { token, language, merchant, ...options });
  // a claim ticket, a claimed login reward and converted points leave stored texts behind
  await ask('rewards.claimTicket', { body: { promotionId: 701 } });
  await ask('rewards.claimLoginPromotion', { body: {} });
  return {
    rank: await ask('rewards.playerRankProgress'),
    available: await ask('rewards.availablePromotions'),
    register: await ask('rewards.registerPromotions'),
    ticketPromotions: await ask('rewards.ticketPromotions'),
    tickets: await ask('rewards.claimTickets'),
    discounts: await ask('rewards.discountTickets'),
    extra: await ask('rewards.extraRewardClaims'),
    channels: await ask('wallet.depositChannels'),
    promotions: await ask('promotions.list'),
    missions: await ask('lottery.missionSummary'),
    inbox: await ask('content.inboxMessages', { query: { pageNum: 1, pageSize: 50 } }),
    notices: await ask('content.notices', { query: {} }),
    mall: await ask('points.rewards', { query: {} }),
    records: await ask('content.memberTransactions', {
      query: { pageNum: 1, pageSize: 100, startDate: daysAgo(30, app), endDate: daysAgo(0, app) },
    }),
  };
}

const daysAgo = (days: number, app: MockTestApp) =>
  new Date(app.now().getTime() - days * 86_400_000).toISOString().slice(0, 10);

describe("the backend in the player's language", () => {
  it('answers every player-visible text of the rewards, deposit, records and content calls in Vietnamese', async () => {
    const english = textsOf(await answersIn('EN'));
    mock.store.resetState();
    const vietnamese = textsOf(await answersIn('VI'));
    expect(english.size).toBeGreaterThan(40);
    expect([...vietnamese.keys()].sort()).toEqual([...english.keys()].sort());
    const untranslated = [...vietnamese].filter(
      ([at, text]) => english.get(at) === text && !NO_TRANSLATION.test(text.trim()),
    );
    expect(untranslated).toEqual([]);
  });

  it('answers the Chinese page of a tenant with its own fixtures (jade) in Chinese', async () => {
    const repository = await createMockTestApp({ tenants: 'repository' });
    try {
      const english = textsOf(await answersIn('EN', repository, 'JADE01'));
      repository.store.resetState();
      const chinese = textsOf(await answersIn('CN', repository, 'JADE01'));
      expect(english.size).toBeGreaterThan(40);
      const untranslated = [...chinese].filter(
        ([at, text]) => english.get(at) === text && !NO_TRANSLATION.test(text.trim()),
      );
      expect(untranslated).toEqual([]);
    } finally {
      await repository.close();
    }
  });

  it("answers the agent centre's report remarks and notices in Vietnamese", async () => {
    const english = textsOf(await agentAnswersIn('EN'));
    mock.store.resetState();
    const vietnamese = textsOf(await agentAnswersIn('VI'));
    expect([...english.keys()].filter((at) => at.endsWith('/remark')).length).toBeGreaterThan(5);
    expect([...vietnamese.keys()].sort()).toEqual([...english.keys()].sort());
    const untranslated = [...vietnamese].filter(
      ([at, text]) => english.get(at) === text && !NO_TRANSLATION.test(text.trim()),
    );
    expect(untranslated).toEqual([]);
  });
});
