import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SocketEvent } from '@wl/api';
import { connectEventSocket, reconnectDelay, SOCKET_BACKOFF } from './event-socket.js';

/** A socket the test drives: it records what the client sends and opens/closes on demand. */
class FakeSocket extends EventTarget {
  sent: string[] = [];
  closedWith: number | undefined;
  constructor(readonly url: string) {
    super();
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code: number) {
    this.closedWith = code;
  }
  serverOpens() {
    this.dispatchEvent(new Event('open'));
  }
  serverSends(data: string) {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
  serverCloses(code = 1006) {
    this.dispatchEvent(new CloseEvent('close', { code }));
  }
}

let sockets: FakeSocket[];
let events: SocketEvent[];

function connect() {
  return connectEventSocket({
    url: 'ws://site.example/wps/events?merchant=ALPHA',
    token: 'tok-1',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
    onEvent: (event) => events.push(event),
    random: () => 0,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  events = [];
});
afterEach(() => vi.useRealTimers());

describe('connectEventSocket', () => {
  it('signs in with the token and hands on valid events only', () => {
    connect();
    const [socket] = sockets;
    socket?.serverOpens();
    expect(socket?.sent).toEqual([JSON.stringify({ type: 'auth', token: 'tok-1' })]);
    socket?.serverSends(JSON.stringify({ type: 'inbox.unread', data: { count: 3 } }));
    socket?.serverSends('not json');
    socket?.serverSends(JSON.stringify({ type: 'inbox.unread', data: { count: -1 } }));
    socket?.serverSends(JSON.stringify({ type: 'shutdown.now', data: {} }));
    socket?.serverSends(JSON.stringify({ type: 'wallet.balance', data: { sumBalance: 12.5 } }));
    expect(events).toEqual([
      { type: 'inbox.unread', data: { count: 3 } },
      { type: 'wallet.balance', data: { sumBalance: 12.5 } },
    ]);
  });

  it('reconnects after a drop with growing delays, and starts again from the first delay once open', () => {
    connect();
    sockets[0]?.serverCloses();
    vi.advanceTimersByTime(SOCKET_BACKOFF.firstMs - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]?.serverCloses();
    vi.advanceTimersByTime(SOCKET_BACKOFF.firstMs * 2 - 1);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    sockets[2]?.serverOpens();
    sockets[2]?.serverCloses();
    vi.advanceTimersByTime(SOCKET_BACKOFF.firstMs);
    expect(sockets).toHaveLength(4);
  });

  it('does not reconnect when the token is refused or after close()', () => {
    const connection = connect();
    sockets[0]?.serverCloses(4401);
    vi.advanceTimersByTime(SOCKET_BACKOFF.maxMs * 2);
    expect(sockets).toHaveLength(1);

    const second = connect();
    second.close();
    expect(sockets[1]?.closedWith).toBe(1000);
    sockets[1]?.serverCloses(1000);
    vi.advanceTimersByTime(SOCKET_BACKOFF.maxMs * 2);
    expect(sockets).toHaveLength(2);
    connection.close();
  });
});

describe('reconnectDelay', () => {
  it('doubles up to the cap and takes up to half off at random', () => {
    expect(reconnectDelay(0, () => 0)).toBe(1_000);
    expect(reconnectDelay(3, () => 0)).toBe(8_000);
    expect(reconnectDelay(20, () => 0)).toBe(SOCKET_BACKOFF.maxMs);
    expect(reconnectDelay(1, () => 0.999)).toBeGreaterThanOrEqual(1_000);
    expect(reconnectDelay(1, () => 0.999)).toBeLessThan(1_010);
  });
});
