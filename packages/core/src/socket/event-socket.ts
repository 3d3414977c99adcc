import type { SocketAuthMessage, SocketEvent } from '@wl/api';
import { EVENT_SOCKET_PATH, SOCKET_CLOSE_CODES } from '@wl/api/socket-events';
import { parseSocketEvent } from './parse-socket-event.js';

/** Reconnection delays: doubling from the first, capped, each with up to half taken off at random. */
export const SOCKET_BACKOFF = { firstMs: 1_000, maxMs: 30_000 } as const;

export interface EventSocketOptions {
  /** `ws(s)://…/wps/events?merchant=…` (see `eventSocketUrl`). */
  url: string;
  /** The session token sent as the first message. */
  token: string;
  /** Opens a socket; the browser's WebSocket unless told (tests). */
  createSocket?: (url: string) => WebSocket;
  /** What to do with each event (the app hands it to the subscribers). */
  onEvent: (event: SocketEvent) => void;
  /** Random number in [0, 1) for the jitter of the delays. */
  random?: () => number;
}

export interface EventSocketConnection {
  /** Closes the socket for good (logout, token change). */
  close: () => void;
}

/** The event socket of the site the page is on, for the tenant's merchant. */
export function eventSocketUrl(location: Pick<Location, 'protocol' | 'host'>, merchant: string) {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const query = new URLSearchParams({ merchant }).toString();
  return `${scheme}://${location.host}${EVENT_SOCKET_PATH}?${query}`;
}

/** The delay before reconnection attempt number `attempt` (0 for the first). */
export function reconnectDelay(attempt: number, random: () => number): number {
  const ceiling = Math.min(SOCKET_BACKOFF.maxMs, SOCKET_BACKOFF.firstMs * 2 ** attempt);
  return Math.round(ceiling * (1 - random() / 2));
}

/**
 * Keeps the event socket of a signed-in visitor open: signs in with the token, hands every valid
 * event on, and when the connection drops reconnects with backoff; a refused token ends it.
 * docs/product/backend.md#event-socket
 */
export function connectEventSocket(options: EventSocketOptions): EventSocketConnection {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url));
  const { onEvent } = options;
  const random = options.random ?? Math.random;
  let attempt = 0;
  let closed = false;
  let socket: WebSocket | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function open() {
    const current = createSocket(options.url);
    socket = current;
    current.addEventListener('open', () => {
      attempt = 0;
      const auth: SocketAuthMessage = { type: 'auth', token: options.token };
      current.send(JSON.stringify(auth));
    });
    current.addEventListener('message', (message: MessageEvent) => {
      if (typeof message.data !== 'string') return;
      const event = parseSocketEvent(message.data);
      if (event !== null) onEvent(event);
    });
    current.addEventListener('close', (event: CloseEvent) => {
      if (closed || socket !== current || event.code === SOCKET_CLOSE_CODES.unauthorized) return;
      timer = setTimeout(open, reconnectDelay(attempt, random));
      attempt += 1;
    });
  }

  open();
  return {
    close: () => {
      closed = true;
      clearTimeout(timer);
      socket?.close(1000);
    },
  };
}
