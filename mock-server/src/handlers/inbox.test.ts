import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { InboxMessage } from '@wl/api';
import { createMockTestApp, type MockTestApp } from '../test-support/mock-test-app.js';

let mock: MockTestApp;
let pushed: { username: string; count: number }[];

beforeEach(async () => {
  mock = await createMockTestApp({ devControls: true });
  pushed = [];
  mock.store.events.add('alpha', 'player.one', {
    send: (data) => {
      const event = JSON.parse(data) as { data: { count: number } };
      pushed.push({ username: 'player.one', count: event.data.count });
    },
  });
});
afterEach(() => mock.close());

interface Page {
  totalElements: number;
  content: InboxMessage[];
}

describe('content.inboxMessages', () => {
  it("lists the session account's messages only, newest first, with their HTML", async () => {
    const page = await mock.value<Page>('content.inboxMessages', {
      token: mock.login('player.one'),
    });
    expect(page.totalElements).toBe(3);
    expect(page.content.map((m) => m.id)).toEqual([3, 2, 1]);
    expect(page.content[2]).toMatchObject({ title: 'Welcome to the site', read: true });
    expect(page.content[2]?.content).toContain('<a href="/promotions">');
  });

  it('pages', async () => {
    const page = await mock.value<Page & { totalPages: number }>('content.inboxMessages', {
      token: mock.login('player.one'),
      query: { pageNum: 2, pageSize: 2 },
    });
    expect(page.totalPages).toBe(2);
    expect(page.content.map((m) => m.id)).toEqual([1]);
  });

  it('needs a session', async () => {
    expect((await mock.call('content.inboxMessages')).statusCode).toBe(401);
  });
});

describe('content.inboxRead', () => {
  it('marks a message read, answers and pushes the new unread count', async () => {
    const token = mock.login('player.one');
    expect(await mock.value('content.inboxRead', { token, body: { id: 2 } })).toEqual({
      count: 1,
    });
    expect(pushed).toEqual([{ username: 'player.one', count: 1 }]);
    // Reading it again changes nothing and pushes nothing.
    expect(await mock.value('content.inboxRead', { token, body: { id: 2 } })).toEqual({
      count: 1,
    });
    expect(pushed).toHaveLength(1);
    const unread = await mock.value<{ count: number }>('content.inboxUnread', { token });
    expect(unread.count).toBe(1);
  });

  it("refuses another account's message or an unknown id", async () => {
    const token = mock.login('player.one');
    for (const id of [4, 999]) {
      const res = await mock.call('content.inboxRead', { token, body: { id } });
      expect(res.json()).toMatchObject({ success: false, message: 'request_param_err' });
    }
    expect(mock.state().content.inbox.find((m) => m.id === 4)?.read).toBe(false);
  });
});

describe('delivering a message (dev control)', () => {
  it('adds an unread message and pushes the new count to the account', async () => {
    const res = await mock.app.inject({
      method: 'POST',
      url: '/__dev/tenants/alpha/inbox',
      headers: { host: 'localhost' },
      payload: { username: 'Player.One', title: 'Fresh news', content: '<p>Hi</p>' },
    });
    expect(res.statusCode).toBe(200);
    expect(pushed).toEqual([{ username: 'player.one', count: 3 }]);
    const page = await mock.value<Page>('content.inboxMessages', {
      token: mock.login('player.one'),
    });
    expect(page.content[0]).toMatchObject({ title: 'Fresh news', read: false });
  });

  it('refuses an unknown account', async () => {
    const res = await mock.app.inject({
      method: 'POST',
      url: '/__dev/tenants/alpha/inbox',
      headers: { host: 'localhost' },
      payload: { username: 'nobody.here', title: 'x', content: '' },
    });
    expect(res.statusCode).toBe(400);
  });
});
