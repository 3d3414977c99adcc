import websocket from '@fastify/websocket';
import type { FastifyPluginAsync } from 'fastify';
import { EVENT_SOCKET_PATH, SOCKET_CLOSE_CODES } from '@wl/api/socket-events';
import type { TenantRegistry } from '@wl/tenant-config/node';
import { namedTenant, type SiteTenant } from '../request/resolve-merchant.js';
import { unreadCount } from '../state/content.js';
import type { MockStore } from '../state/mock-store.js';
import { findSession, sessionIsLive } from '../state/sessions.js';

export interface EventSocketOptions {
  tenants: TenantRegistry;
  /** The site's Host → tenant when a site serves the mock (`MockApiOptions.siteTenant`). */
  siteTenant?: SiteTenant | undefined;
  store: MockStore;
  now: () => Date;
}

/** A socket that has not signed in within this time is closed. */
export const SOCKET_AUTH_TIMEOUT_MS = 10_000;

function tokenOf(message: string): string | null {
  try {
    const parsed = JSON.parse(message) as { type?: unknown; token?: unknown };
    return parsed.type === 'auth' && typeof parsed.token === 'string' ? parsed.token : null;
  } catch {
    return null;
  }
}

/**
 * The event socket (`/wps/events?merchant=<code>`; behind a site, the Host's tenant): the client's
 * first message signs it in with a session token of that merchant; from then on it receives the
 * account's events (starting with its unread count) until it closes. A bad token closes it with
 * 4401, an unknown merchant with 4404; so does the first event after its token died (logout, a
 * password change or reset, expiry).
 * docs/product/backend.md#event-socket
 */
export const eventSocketRoute: FastifyPluginAsync<EventSocketOptions> = async (app, options) => {
  await app.register(websocket, { options: { maxPayload: 4096 } });
  app.get<{ Querystring: { merchant?: string } }>(
    EVENT_SOCKET_PATH,
    { websocket: true },
    (socket, request) => {
      const tenant = namedTenant(request, options.tenants, options.siteTenant);
      if (!tenant) {
        socket.close(SOCKET_CLOSE_CODES.unknownMerchant, 'unknown merchant');
        return;
      }
      const refuse = () => socket.close(SOCKET_CLOSE_CODES.unauthorized, 'unauthorized');
      const timer = setTimeout(refuse, SOCKET_AUTH_TIMEOUT_MS);
      let remove: (() => void) | undefined;
      socket.on('message', (raw: Buffer) => {
        if (remove !== undefined) return;
        clearTimeout(timer);
        const state = options.store.stateFor(tenant);
        const session = findSession(state, tokenOf(raw.toString('utf8')), options.now());
        if (session === null) return refuse();
        // A token that has died since (logout, a new password, expiry) gets nothing more.
        remove = options.store.events.add(tenant.code, session.username, {
          send: (data) => {
            const live = sessionIsLive(
              options.store.stateFor(tenant),
              session.token,
              options.now(),
            );
            if (live) socket.send(data);
            else refuse();
          },
        });
        const count = unreadCount(state.content, session.username);
        socket.send(JSON.stringify({ type: 'inbox.unread', data: { count } }));
      });
      socket.on('close', () => {
        clearTimeout(timer);
        remove?.();
      });
    },
  );
};
