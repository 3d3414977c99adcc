import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_WORDS, fail } from '@wl/api';
import { EVENT_SOCKET_PATH } from '@wl/api/socket-events';
import { redactedUrl } from './log-redaction.js';

/** The only paths that take WebSocket upgrades (docs/product/backend.md#event-socket). */
export const SOCKET_PATHS: readonly string[] = [EVENT_SOCKET_PATH];

/** Message of the 404 refusing an upgrade anywhere but a socket path. */
export const NO_SOCKET_HERE = 'no socket at this path';

/**
 * A WebSocket upgrade on a path that is not a socket path is answered 404 before any route runs
 * (mock or upstream), and any other upgrade (`h2c`, …) on a socket path 400. Other upgrade requests
 * are served as plain requests. Every upgrade request answered over HTTP instead of being taken
 * over then has its connection closed (`Connection: close`): the HTTP server no longer looks after
 * it.
 */
export function refuseStrayUpgrades(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!handedOver(request)) return;
    const onSocketPath = SOCKET_PATHS.includes(request.url.split('?')[0] ?? '');
    const webSocket = request.headers.upgrade?.toLowerCase() === 'websocket';
    if (onSocketPath === webSocket) return;
    request.log.info({ url: redactedUrl(request.url) }, 'upgrade refused');
    await (webSocket
      ? reply.code(404).send(fail(NO_SOCKET_HERE))
      : reply.code(400).send(fail(ERROR_WORDS.requestParamErr)));
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (handedOver(request)) void reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    if (handedOver(request)) request.raw.socket.destroy();
    done();
  });
}

/**
 * Whether Node took the request's connection out of HTTP (its `upgrade` event): the parser's own
 * flag, set for `Connection: upgrade` with an `Upgrade` header.
 */
function handedOver(request: FastifyRequest): boolean {
  return (request.raw as IncomingMessage & { upgrade?: boolean }).upgrade === true;
}
