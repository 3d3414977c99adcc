import { useEffect } from 'react';
import type { SocketEventPayloads, SocketEventType } from '@wl/api';
import { subscribeSocketEvent } from './socket-event-bus.js';

/**
 * Calls `handler` with each `type` event of the event socket while the component is mounted.
 * docs/product/backend.md#event-socket
 */
export function useSocketEvent<T extends SocketEventType>(
  type: T,
  handler: (data: SocketEventPayloads[T]) => void,
): void {
  useEffect(() => subscribeSocketEvent(type, handler), [type, handler]);
}
