import type { SocketEvent, SocketEventPayloads, SocketEventType } from '@wl/api';

type AnyHandler = (data: never) => void;

const handlers = new Set<{ type: SocketEventType; handler: AnyHandler }>();

/**
 * Calls `handler` with the data of every `type` event the event socket receives from now on;
 * returns the function that stops it. docs/product/backend.md#event-socket
 */
export function subscribeSocketEvent<T extends SocketEventType>(
  type: T,
  handler: (data: SocketEventPayloads[T]) => void,
): () => void {
  const entry = { type, handler: handler as AnyHandler };
  handlers.add(entry);
  return () => handlers.delete(entry);
}

/** Hands one received event to its subscribers. */
export function dispatchSocketEvent(event: SocketEvent): void {
  for (const { type, handler } of [...handlers])
    if (type === event.type) (handler as (data: SocketEvent['data']) => void)(event.data);
}
