import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addAccount } from '../state/accounts.js';
import { TRIAL_ACCOUNT_TYPE } from '@wl/api';
import { createMockTestApp, valueOf, type MockTestApp } from '../test-support/mock-test-app.js';

const V2 = 'content.announcementsV2';
const NOTICES = 'content.notices';
const FEEDBACK = 'content.feedback';
const UNREAD = 'content.inboxUnread';
const TRANSACTIONS = 'content.memberTransactions';
const DAY_MS = 24 * 60 * 60 * 1000;

let mock: MockTestApp;

beforeAll(async () => {
  mock = await createMockTestApp({
    clock: 'running',
    tenants: {
      quiet: {
        'tenant.json': {
          merchantCode: 'QUIET01',
          displayName: 'Quiet',
          modules: { FEEDBACK3: false, INBOX3: false },
        },
      },
    },
  });
});
afterAll(() => mock.close());
beforeEach(() => mock.store.resetState());

const ids = (items: { id: number }[]) => items.map((item) => item.id);
const day = (daysAgo: number) =>
  new Date(mock.now().getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10);

describe('content.announcementsV2', () => {
  it('answers the active items of the requested types in sort order', async () => {
    const res = await mock.call(V2, { query: { types: 'B,H', platform: 'W' } });
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    // 104 ended in 2020 and is left out although it sorts first.
    expect(ids(value)).toEqual([101, 501, 102, 103, 105]);
    expect(value[0]).toMatchObject({ type: 'B', groupName: 'w_home', linkageType: 'PROMOTION' });
  });

  it('includes popups of every audience and leaves out notices not yet started', async () => {
    const popups = await mock.call(V2, { query: { types: 'PU', platform: 'W' } });
    expect(valueOf('content.announcementsV2', popups).map((p) => p.execution)).toEqual([
      'A',
      'B',
      'F',
    ]);
    const notices = await mock.call(V2, { query: { types: 'PL', platform: 'W' } });
    expect(ids(notices.json().value)).toEqual([201, 202]);
  });

  it('answers in the Language header, with EN for a language the fixtures do not hold', async () => {
    const vi = await mock.call(V2, {
      query: { types: 'PL', platform: 'W' },
      language: 'VI',
    });
    expect(vi.json().value[0]).toMatchObject({
      title: 'Bảo trì định kỳ vào Chủ nhật',
      content: '<p>Trò chơi tạm dừng từ 02:00 đến 04:00 (GMT+7).</p>',
    });
    const tw = await mock.call(V2, {
      query: { types: 'PL', platform: 'W' },
      language: 'TW',
    });
    expect(tw.json().value[1].title).toBe('提款5分鐘到帳');
    const th = await mock.call(V2, {
      query: { types: 'PL', platform: 'W' },
      language: 'TH',
    });
    expect(th.json().value[0].title).toBe('Scheduled maintenance on Sunday');
  });

  it('refuses an unknown type or platform', async () => {
    expect((await mock.call(V2, { query: { types: 'X', platform: 'W' } })).statusCode).toBe(400);
    expect((await mock.call(V2, { query: { types: 'B', platform: 'X' } })).statusCode).toBe(400);
  });
});

const CCSFE = { method: 'GET', path: '/wps/relay/CCSFE_getListAnnouncements' } as const;

describe.each([
  ['MCSFE_getListAnnouncements', undefined],
  ['CCSFE_getListAnnouncements', CCSFE],
] as const)('%s', (_name, route) => {
  const id = 'content.announcements';
  type Query = { types: string; platform: 'W' | 'M'; execution?: 'A' | 'B' | 'F' };
  const call = (query: Query) => mock.call(id, route ? { query, route } : { query });

  it('groups the active items by kind, as public clients read them', async () => {
    const res = await call({ types: 'B,PL,PU,PR', platform: 'W' });
    const value = valueOf(id, res);
    expect(value.banners.map((b) => b.bannerId)).toEqual([101, 102, 103, 105]);
    expect(value.banners[0]).toMatchObject({
      groupName: 'w_home',
      url: '/tenant-assets/banners/welcome.svg',
      linkageType: 'PROMOTION',
      externalLink: null,
      linkage: '501',
    });
    // A URL banner opens its externalLink.
    expect(value.banners[3]).toMatchObject({
      linkageType: 'URL',
      externalLink: 'https://blog.example.com/tips',
      linkage: null,
    });
    expect(ids(value.player)).toEqual([201, 202]);
    expect(ids(value.promotion)).toEqual([401, 402]);
    expect(value.promotion[0]?.announcementImages).toEqual([
      { imageUrl: '/tenant-assets/promotions/rebate.webp' },
    ]);
    expect(ids(value.popup)).toEqual([301, 302, 303]);
  });

  it('leaves the kinds not asked for empty', async () => {
    const value = valueOf(id, await call({ types: 'PL', platform: 'W' }));
    expect(value).toMatchObject({ banners: [], promotion: [], popup: [] });
    expect(ids(value.player)).toEqual([201, 202]);
  });

  it('narrows popups to one audience with execution, leaving other kinds alone', async () => {
    const res = await call({ types: 'PU,PR', platform: 'W', execution: 'B' });
    const value = valueOf(id, res);
    expect(ids(value.popup)).toEqual([302]);
    expect(ids(value.promotion)).toEqual([401, 402]);
  });
});

describe('content.notices', () => {
  it('pages the started player notices, newest first', async () => {
    const res = await mock.call(NOTICES, { query: { pageSize: 1 } });
    expect(res.json().value).toMatchObject({ totalElements: 2, totalPages: 2 });
    expect(res.json().value.content).toEqual([
      expect.objectContaining({ id: 201, publishedAt: '2024-05-02T00:00:00.000Z' }),
    ]);
  });
});

describe('content.feedback', () => {
  it('stores the feedback of a member', async () => {
    const token = mock.login('player.one');
    const res = await mock.call(FEEDBACK, {
      token,
      body: { category: 'GAME', content: '  The fishing game freezes on level 3.  ' },
    });
    expect(res.json()).toEqual({ success: true, message: null, value: null });
    expect(mock.state().content.feedback).toEqual([
      expect.objectContaining({
        username: 'player.one',
        category: 'GAME',
        content: 'The fishing game freezes on level 3.',
      }),
    ]);
  });

  it('refuses a text of fewer than 5 words or more than 500', async () => {
    const token = mock.login('player.one');
    const short = await mock.call(FEEDBACK, {
      token,
      body: { category: 'OTHER', content: ' Extraordinarily-long-words count once   ' },
    });
    expect(short.json().message).toBe('request_param_err');
    const long = await mock.call(FEEDBACK, {
      token,
      body: { category: 'OTHER', content: 'word '.repeat(501) },
    });
    expect(long.json().message).toBe('request_param_err');
    expect(mock.state().content.feedback).toHaveLength(0);
  });

  it('refuses a second feedback within a minute', async () => {
    const token = mock.login('player.one');
    const send = () =>
      mock.call(FEEDBACK, {
        token,
        body: { category: 'OTHER', content: 'Nice site, thank you all!' },
      });
    await send();
    expect((await send()).json().message).toBe('feedback_too_frequent');
    mock.advance(61_000);
    expect((await send()).json().success).toBe(true);
  });

  it('is refused to trial accounts (403) and visitors (401)', async () => {
    const state = mock.state();
    const trial = addAccount(
      state.accounts,
      { username: 'trial.1', password: 'x', type: TRIAL_ACCOUNT_TYPE },
      mock.now(),
    );
    const token = mock.login(trial.username);
    const body = { category: 'OTHER', content: 'Let me in please' };
    expect((await mock.call(FEEDBACK, { token, body })).statusCode).toBe(403);
    expect((await mock.call(FEEDBACK, { body })).statusCode).toBe(401);
  });

  it('is not available when the merchant turns FEEDBACK3 off', async () => {
    const token = mock.login('player.one', { merchant: 'QUIET01' });
    const res = await mock.call(FEEDBACK, {
      token,
      merchant: 'QUIET01',
      body: { category: 'OTHER', content: 'Hello there' },
    });
    expect(res.json().message).toBe('function.not.available');
  });
});

describe('content.inboxUnread', () => {
  it("counts the session account's unread messages only", async () => {
    const count = async (username: string) =>
      valueOf('content.inboxUnread', await mock.call(UNREAD, { token: mock.login(username) }))
        .count;
    expect(await count('player.one')).toBe(2);
    expect(await count('player.two')).toBe(1);
    expect(await count('agent.mid')).toBe(0);
  });

  it('follows the read flags of the messages', async () => {
    const token = mock.login('player.one');
    for (const message of mock.state().content.inbox) message.read = true;
    expect((await mock.call(UNREAD, { token })).json().value.count).toBe(0);
  });

  it('needs a session', async () => {
    expect((await mock.call(UNREAD)).statusCode).toBe(401);
  });
});

describe('content.memberTransactions', () => {
  it("answers today's records of the session account, newest first", async () => {
    const res = await mock.call(TRANSACTIONS, { token: mock.login('player.one') });
    const value = valueOf('content.memberTransactions', res);
    expect(value.totalElements).toBe(2);
    expect(value.content.map((t) => t.category)).toEqual(['DEPOSIT', 'BET']);
  });

  it("never shows another account's records", async () => {
    const res = await mock.call(TRANSACTIONS, {
      token: mock.login('player.two'),
      query: { startDate: day(3), endDate: day(0) },
    });
    const content = res.json().value.content as { amount: number; category: string }[];
    // Their own bets (stakes and payouts) are theirs too; none of player.one's records shows.
    expect(
      content
        .filter((t) => t.category !== 'BET' && t.category !== 'PAYOUT')
        .map((t) => [t.category, t.amount]),
    ).toEqual([
      ['DEPOSIT', 300000],
      ['REBATE', 1500],
    ]);
    expect(content.some((t) => t.category === 'BET')).toBe(true);
  });

  it('filters by day range and category and pages', async () => {
    const token = mock.login('player.one');
    const range = { startDate: day(31), endDate: day(0) };
    const all = await mock.call(TRANSACTIONS, {
      token,
      query: { ...range, pageSize: 2, pageNum: 3 },
    });
    // Deposit, two stakes, a payout, a withdrawal and a bonus.
    expect(all.json().value).toMatchObject({ totalElements: 6, totalPages: 3 });
    expect(all.json().value.content).toEqual([
      expect.objectContaining({ category: 'WITHDRAW' }),
      expect.objectContaining({ category: 'BONUS' }),
    ]);

    const bets = await mock.call(TRANSACTIONS, {
      token,
      query: { ...range, category: 'PAYOUT' },
    });
    expect(bets.json().value.content).toEqual([expect.objectContaining({ amount: 45000 })]);
    const stakes = await mock.call(TRANSACTIONS, { token, query: { ...range, category: 'BET' } });
    const stakeRows = stakes.json().value.content as { amount: number }[];
    expect(stakeRows.map((t) => t.amount)).toEqual([-20000, -15000]);

    const older = await mock.call(TRANSACTIONS, {
      token,
      query: { startDate: day(45), endDate: day(35) },
    });
    // The wallet's opening balance, then its first deposit.
    expect(older.json().value.content).toEqual([
      expect.objectContaining({ category: 'DEPOSIT', amount: 800000, balanceAfter: 815000 }),
      expect.objectContaining({ category: 'ADJUSTMENT', amount: 15000, balanceAfter: 15000 }),
    ]);
  });

  it('refuses a range over 31 days or ending before it starts', async () => {
    const token = mock.login('player.one');
    const wide = await mock.call(TRANSACTIONS, {
      token,
      query: { startDate: day(32), endDate: day(0) },
    });
    expect(wide.json().message).toBe('request_param_err');
    const reversed = await mock.call(TRANSACTIONS, {
      token,
      query: { startDate: day(0), endDate: day(1) },
    });
    expect(reversed.json().message).toBe('request_param_err');
  });

  it('is for members only', async () => {
    const state = mock.state();
    addAccount(
      state.accounts,
      { username: 'trial.2', password: 'x', type: TRIAL_ACCOUNT_TYPE },
      mock.now(),
    );
    expect((await mock.call(TRANSACTIONS, { token: mock.login('trial.2') })).statusCode).toBe(403);
    expect((await mock.call(TRANSACTIONS)).statusCode).toBe(401);
  });
});
