import type { SocketEventPayloads, SocketEventType } from '@wl/api';

/** One open event socket as the hub sees it. */
export interface EventSink {
  send: (data: string) => void;
}

/** Pushes an event to every open socket of one account of the merchant. */
export type PushEvent = <T extends SocketEventType>(
  username: string,
  type: T,
  data: SocketEventPayloads[T],
) => void;

const keyOf = (tenantCode: string, username: string) => `${tenantCode}\n${username.toLowerCase()}`;

/**
 * The open event sockets by merchant and account. Handlers push through `ctx.pushEvent` whenever
 * their state change concerns an account. docs/product/backend.md#event-socket
 */
export class EventHub {
  readonly #sinks = new Map<string, Set<EventSink>>();

  /** Registers a signed-in socket; returns the function that removes it. */
  add(tenantCode: string, username: string, sink: EventSink): () => void {
    const key = keyOf(tenantCode, username);
    let sinks = this.#sinks.get(key);
    if (sinks === undefined) {
      sinks = new Set();
      this.#sinks.set(key, sinks);
    }
    sinks.add(sink);
    return () => {
      sinks.delete(sink);
      if (sinks.size === 0) this.#sinks.delete(key);
    };
  }

  /** Sends the event to each open socket of the account; answers how many there were. */
  push<T extends SocketEventType>(
    tenantCode: string,
    username: string,
    type: T,
    data: SocketEventPayloads[T],
  ): number {
    const sinks = this.#sinks.get(keyOf(tenantCode, username));
    if (sinks === undefined) return 0;
    const message = JSON.stringify({ type, data });
    for (const sink of sinks) sink.send(message);
    return sinks.size;
  }

  /** The push function of one merchant, as handlers get it. */
  forTenant(tenantCode: string): PushEvent {
    return (username, type, data) => {
      this.push(tenantCode, username, type, data);
    };
  }
}
