import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TenantRegistry } from '@wl/tenant-config/node';
import { ENCRYPT_SCRIPT_PATH, ERROR_WORDS, fail } from '@wl/contract';
import { API_PREFIXES } from './api-prefixes.js';
import { forwardRequest } from './forward-request.js';

export interface UpstreamProxyOptions {
  tenants: TenantRegistry;
  /** How long the upstream may take to answer, body included (default 30 s). */
  timeoutMs?: number;
}

/** Message of the 502 answer for a site whose tenant has no `api.upstream`. */
export const UPSTREAM_NOT_CONFIGURED =
  'No backend: this site server runs without the mock API and the site has no api.upstream.';

/** Message of the 502 answer when the upstream cannot be reached or does not answer in time. */
export const UPSTREAM_FAILED = 'system error';

export const DEFAULT_UPSTREAM_TIMEOUT_MS = 30_000;

/** Largest request body forwarded (the mock's limit too). */
export const PROXY_BODY_LIMIT = 1024 * 1024;

/**
 * Without the mock: `/wps`, `/lgw`, `/lotto` and `/js/encrypt.js` are forwarded to the `api.upstream`
 * of the tenant the Host names (not the `Merchant` header, which is forwarded as is). The body goes
 * on byte for byte; the backend's headers (docs/product/backend.md#request-headers) are kept and `X-Forwarded-For`,
 * `-Host`, `-Proto` added. An upstream that cannot be reached or times out → 502
 * `{ success: false, message: 'system error' }`; a tenant without an upstream → 502 naming that.
 */
export const upstreamProxy: FastifyPluginAsync<UpstreamProxyOptions> = (app, options) => {
  const timeoutMs = options.timeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS;

  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: PROXY_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  app.setErrorHandler((error, request, reply) => {
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return reply.code(400).send(fail(ERROR_WORDS.requestParamErr));
    }
    request.log.error({ err: error }, 'upstream proxy failure');
    return reply.code(502).send(fail(UPSTREAM_FAILED));
  });

  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    const tenant = options.tenants.resolveHost(request.headers.host ?? '');
    const upstream = tenant?.tenant.api.upstream ?? null;
    if (tenant === null || upstream === null) {
      request.log.warn({ url: request.url }, 'backend call for a site without api.upstream');
      return request.url.startsWith(ENCRYPT_SCRIPT_PATH)
        ? reply.code(404).type('text/plain; charset=utf-8').send('Not found')
        : reply.code(502).send(fail(UPSTREAM_NOT_CONFIGURED));
    }
    try {
      const answer = await forwardRequest({
        upstream,
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: Buffer.isBuffer(request.body) ? request.body : undefined,
        clientIp: request.ip,
        protocol: request.protocol,
        timeoutMs,
      });
      return reply.code(answer.status).headers(answer.headers).send(answer.body);
    } catch (error) {
      request.log.error({ err: error, tenant: tenant.code }, 'upstream did not answer');
      return reply.code(502).send(fail(UPSTREAM_FAILED));
    }
  };

  for (const prefix of API_PREFIXES) app.all(`${prefix}*`, forward);
  app.get(ENCRYPT_SCRIPT_PATH, forward);
  return Promise.resolve();
};
