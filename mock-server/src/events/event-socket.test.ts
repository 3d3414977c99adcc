import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { EVENT_SOCKET_PATH, SOCKET_CLOSE_CODES } from '@wl/api/socket-events';
import { ALPHA, createMockTestApp, type MockTestApp } from '../test-support/mock-test-app.js';

let mock: MockTestApp;
let origin: string;

beforeEach(async () => {
  mock = await createMockTestApp();
  origin = (await mock.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
});
afterEach(() => mock.close());

/** The next message of the socket, parsed. */
function nextMessage(socket: WebSocket): Promise<unknown> {
  return new Promise((resolve) => {
    socket.once('message', (data: Buffer) => resolve(JSON.parse(data.toString('utf8'))));
  });
}

function closeCode(socket: WebSocket): Promise<number> {
  return new Promise((resolve) => socket.once('close', (code: number) => resolve(code)));
}

async function openSocket(merchant = ALPHA): Promise<WebSocket> {
  const socket = new WebSocket(`${origin}${EVENT_SOCKET_PATH}?merchant=${merchant}`);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return socket;
}

describe('event socket', () => {
  it('signs in with a session token, answers the unread count, then carries pushed events', async () => {
    const token = mock.login('player.one');
    const socket = await openSocket();
    const first = nextMessage(socket);
    socket.send(JSON.stringify({ type: 'auth', token }));
    expect(await first).toEqual({ type: 'inbox.unread', data: { count: 2 } });

    const pushed = nextMessage(socket);
    const reached = mock.store.events.push('alpha', 'PLAYER.ONE', 'wallet.balance', {
      sumBalance: 42,
    });
    expect(reached).toBe(1);
    expect(await pushed).toEqual({ type: 'wallet.balance', data: { sumBalance: 42 } });
    socket.terminate();
  });

  it('tells the new balance after a raffle prize is credited', async () => {
    const token = mock.login('player.one');
    const socket = await openSocket();
    const first = nextMessage(socket);
    socket.send(JSON.stringify({ type: 'auth', token }));
    await first;
    const pushed = nextMessage(socket);
    const claim = await mock.call('agent.claimRaffle', { token, body: { promotionId: 301 } });
    expect(claim.json().value.status).toBe('ISSUED');
    const prize = claim.json().value.prize.amount as number;
    expect(await pushed).toEqual({
      type: 'wallet.balance',
      data: { sumBalance: expect.any(Number) },
    });
    const balance = mock.state().accounts.byUsername.get('player.one')?.balance ?? 0;
    expect(balance).toBe(1250000 + prize);
    socket.terminate();
  });

  it('does not reach other accounts or other merchants', async () => {
    const token = mock.login('player.two');
    const socket = await openSocket();
    const first = nextMessage(socket);
    socket.send(JSON.stringify({ type: 'auth', token }));
    await first;
    expect(mock.store.events.push('alpha', 'player.one', 'inbox.unread', { count: 9 })).toBe(0);
    expect(mock.store.events.push('jade', 'player.two', 'inbox.unread', { count: 9 })).toBe(0);
    socket.terminate();
  });

  it('closes with 4401 at the first event after its token died', async () => {
    const token = mock.login('player.one');
    const socket = await openSocket();
    const first = nextMessage(socket);
    socket.send(JSON.stringify({ type: 'auth', token }));
    await first;
    const received: unknown[] = [];
    socket.on('message', (data: Buffer) => received.push(JSON.parse(data.toString('utf8'))));
    const closed = closeCode(socket);
    expect((await mock.call('session.logout', { token })).statusCode).toBe(200);
    mock.store.events.push('alpha', 'player.one', 'inbox.unread', { count: 9 });
    expect(await closed).toBe(SOCKET_CLOSE_CODES.unauthorized);
    expect(received).toEqual([]);
  });

  it('closes with 4401 on a bad token and 4404 on an unknown merchant', async () => {
    const socket = await openSocket();
    const closed = closeCode(socket);
    socket.send(JSON.stringify({ type: 'auth', token: 'no-such-token' }));
    expect(await closed).toBe(SOCKET_CLOSE_CODES.unauthorized);

    const stranger = await openSocket('NOBODY');
    expect(await closeCode(stranger)).toBe(SOCKET_CLOSE_CODES.unknownMerchant);
  });

  it('forgets a socket once it closes', async () => {
    const token = mock.login('player.one');
    const socket = await openSocket();
    const first = nextMessage(socket);
    socket.send(JSON.stringify({ type: 'auth', token }));
    await first;
    const closed = closeCode(socket);
    socket.close();
    await closed;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mock.store.events.push('alpha', 'player.one', 'inbox.unread', { count: 1 })).toBe(0);
  });
});
