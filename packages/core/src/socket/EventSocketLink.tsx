import { useEffect } from 'react';
import { useSessionStore } from '../stores/session-store.js';
import { useTenant } from '../tenant/tenant-context.js';
import { dispatchSocketEvent } from './socket-event-bus.js';

/**
 * Opens the event socket while a visitor is signed in (its code is a chunk of its own, loaded only
 * then) and closes it on logout or when the token changes. Mounted once by the app.
 * docs/product/backend.md#event-socket
 */
export function EventSocketLink() {
  const token = useSessionStore((state) => state.token);
  const { merchantCode } = useTenant();

  useEffect(() => {
    if (token === null) return;
    let stopped = false;
    let close: (() => void) | undefined;
    void import('./event-socket.js').then(({ connectEventSocket, eventSocketUrl }) => {
      if (stopped) return;
      const url = eventSocketUrl(window.location, merchantCode);
      close = connectEventSocket({ url, token, onEvent: dispatchSocketEvent }).close;
    });
    return () => {
      stopped = true;
      close?.();
    };
  }, [token, merchantCode]);

  return null;
}
