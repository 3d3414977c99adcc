import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import proxyAddr from 'proxy-addr';
import type { TenantRegistry } from '@wl/tenant-config/node';
import { redactedUrl } from '../log-redaction.js';
import { requestLabels } from './metrics.js';

/** The header carrying a request's id, in and out. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a proxy may hand over: short, printable, no spaces. */
const USABLE_ID = /^[\w.:@-]{1,128}$/;

type TrustProxy = FastifyServerOptions['trustProxy'];

/** Whether the peer of a connection is a proxy the server believes (same rule as Fastify's). */
function trustsPeer(trustProxy: TrustProxy): (address: string) => boolean {
  if (trustProxy === undefined || trustProxy === false) return () => false;
  if (trustProxy === true) return () => true;
  if (typeof trustProxy === 'number') return () => trustProxy > 0;
  if (typeof trustProxy === 'function') return (address) => trustProxy(address, 0);
  const trust = proxyAddr.compile(trustProxy);
  return (address) => trust(address, 0);
}

/**
 * Each request's id: the `X-Request-Id` a trusted proxy sent (`WL_TRUST_PROXY`), else a new UUID.
 * A direct client's header is ignored, so nobody outside picks the id of their log lines.
 */
export function requestIdFrom(trustProxy: TrustProxy): (request: IncomingMessage) => string {
  const trusted = trustsPeer(trustProxy);
  return (request) => {
    const given = request.headers[REQUEST_ID_HEADER];
    const peer = request.socket.remoteAddress ?? '';
    return typeof given === 'string' && USABLE_ID.test(given) && trusted(peer)
      ? given
      : randomUUID();
  };
}

/** The field of a log line that holds the request's id. */
export const REQUEST_ID_LOG_LABEL = 'requestId';

/**
 * Returns the id in `X-Request-Id` and writes one JSON line per answered request: request id (as
 * `requestId`), tenant, route kind, method, URL without tokens, status and duration in ms.
 */
export function registerRequestLog(app: FastifyInstance, tenants: TenantRegistry): void {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const { tenant, route } = requestLabels(tenants, request);
    const line = {
      tenant,
      route,
      method: request.method,
      url: redactedUrl(request.url),
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (route === 'probe' || route === 'metrics') request.log.debug(line, 'request');
    else if (reply.statusCode >= 500) request.log.error(line, 'request');
    else request.log.info(line, 'request');
  });
}
