import type { IncomingMessage } from 'node:http';
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import WebSocket from 'ws';
import { ERROR_WORDS, fail } from '@wl/api';
import type { TenantRegistry } from '@wl/tenant-config/node';
import { redactedUrl } from './log-redaction.js';
import { upstreamRequestHeaders } from './proxy-headers.js';
import { boundQuery } from './proxy-merchant.js';
import { confinedUpstreamUrl } from './proxy-path.js';
import { SOCKET_PATHS } from './socket-paths.js';

export interface SocketForwardingOptions {
  tenants: TenantRegistry;
  /** How long the upstream may take to accept the socket. */
  timeoutMs: number;
  /** Largest message forwarded either way. */
  maxPayload: number;
  /** Answers a plain (not upgrading) request to a socket path. */
  plainHandler: RouteHandlerMethod;
  /** Message of the refusal for a site without `api.upstream`. */
  notConfigured: string;
  /** Message of the refusal when the upstream does not accept the socket. */
  failed: string;
}

/**
 * Forwards WebSocket upgrades on the socket paths to the `api.upstream` of the tenant the Host
 * names (`ws:` for an http upstream, `wss:` for https), with the path confined as for HTTP calls,
 * the query as the client sent it but for the merchant (the site's, as for HTTP calls) and the
 * backend's own request headers (plus `Origin`); the handshake's hop-by-hop headers are the
 * proxy's own on each side. The upstream socket is opened first: only once it is open does the
 * browser's handshake complete, answering the subprotocol the upstream chose. Messages (text or binary) and close codes then pass both ways.
 * Refusals are HTTP answers before any handshake (an upgrade on another path is refused before
 * any route, `refuseStrayUpgrades`): a site without an upstream → 404, a path leaving the socket
 * path → 400, an upstream that refuses or cannot be reached in time → 502 `system error`.
 * docs/product/backend.md#proxying-to-a-real-backend
 */
export async function registerSocketForwarding(
  app: FastifyInstance,
  options: SocketForwardingOptions,
): Promise<void> {
  const opened = new WeakMap<IncomingMessage, WebSocket>();
  await app.register(websocket, {
    options: {
      maxPayload: options.maxPayload,
      handleProtocols: (_asked, request) => opened.get(request)?.protocol || false,
    },
    errorHandler: (error, socket, request) => {
      request.log.info({ err: error }, 'browser socket failed');
      socket.terminate();
    },
  });

  const connectUpstream = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.ws) return;
    const tenant = options.tenants.resolveHost(request.headers.host ?? '');
    const upstream = tenant?.tenant.api.upstream ?? null;
    if (tenant === null || upstream === null) {
      request.log.warn({ url: redactedUrl(request.url) }, 'socket for a site without api.upstream');
      return reply.code(404).send(fail(options.notConfigured));
    }
    const url = confinedUpstreamUrl(upstream, request.url, request.routeOptions.url ?? '');
    if (url === null) return reply.code(400).send(fail(ERROR_WORDS.requestParamErr));
    const query = boundQuery(request.url, tenant.tenant.merchantCode);
    const address = `${url.replace(/^http/, 'ws')}${query === '' ? '' : `?${query}`}`;
    try {
      const socket = await openUpstream(request, address, tenant.tenant.merchantCode, options);
      opened.set(request.raw, socket);
      // A browser that leaves before its handshake completes takes the upstream socket along.
      request.raw.socket.once('close', () => {
        if (socket.isPaused) socket.terminate();
      });
    } catch (error) {
      // The subprotocol list the browser sent is malformed.
      if (error instanceof SyntaxError)
        return reply.code(400).send(fail(ERROR_WORDS.requestParamErr));
      request.log.warn({ err: error, tenant: tenant.code }, 'upstream refused the socket');
      return reply.code(502).send(fail(options.failed));
    }
  };

  for (const url of SOCKET_PATHS) {
    app.route({
      method: 'GET',
      url,
      handler: options.plainHandler,
      preValidation: connectUpstream,
      wsHandler: (browser, request) => {
        const upstream = opened.get(request.raw);
        if (upstream === undefined) return browser.close(1011);
        relay(browser, upstream);
        relay(upstream, browser);
        upstream.resume();
        if (upstream.readyState !== WebSocket.OPEN) closeLike(browser, 1001, Buffer.alloc(0));
      },
    });
  }
}

/** The upstream socket, open and paused (so no message is lost before the browser's side is joined). */
function openUpstream(
  request: FastifyRequest,
  url: string,
  merchantCode: string,
  options: SocketForwardingOptions,
): Promise<WebSocket> {
  const asked = request.headers['sec-websocket-protocol'];
  const protocols = asked === undefined ? [] : asked.split(',').map((name) => name.trim());
  const headers = upstreamRequestHeaders(
    {
      headers: request.headers,
      body: undefined,
      ip: request.ip,
      host: request.host,
      protocol: request.protocol,
    },
    {},
    merchantCode,
  );
  const socket = new WebSocket(url, protocols, {
    headers,
    ...(request.headers.origin === undefined ? {} : { origin: request.headers.origin }),
    handshakeTimeout: options.timeoutMs,
    maxPayload: options.maxPayload,
    followRedirects: false,
  });
  return new Promise((resolve, reject) => {
    const refused = (error: Error) => {
      socket.off('open', accepted);
      reject(error);
    };
    const accepted = () => {
      socket.off('error', refused);
      socket.on('error', (error) => request.log.info({ err: error }, 'upstream socket failed'));
      socket.pause();
      resolve(socket);
    };
    socket.once('error', refused);
    socket.once('open', accepted);
  });
}

/** Sends each message of `from` on to `to`, and closes `to` as `from` closed. */
function relay(from: WebSocket, to: WebSocket): void {
  from.on('message', (data, isBinary) => {
    if (to.readyState === WebSocket.OPEN) to.send(data, { binary: isBinary });
  });
  from.on('close', (code, reason) => closeLike(to, code, reason));
}

/**
 * Closes `socket` with the code the other side closed with: 1005 (none sent) as none, codes that
 * may not be sent (1006: the connection dropped) as 1001 going away.
 */
function closeLike(socket: WebSocket, code: number, reason: Buffer): void {
  if (socket.readyState === WebSocket.CLOSING || socket.readyState === WebSocket.CLOSED) return;
  if (code === 1005) socket.close();
  else if (sendableCloseCode(code)) socket.close(code, reason);
  else socket.close(1001);
}

function sendableCloseCode(code: number): boolean {
  return (
    (code >= 1000 && code <= 1003) ||
    (code >= 1007 && code <= 1014) ||
    (code >= 3000 && code <= 4999)
  );
}
