import replyFrom from '@fastify/reply-from';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TenantRegistry } from '@wl/tenant-config/node';
import { ENCRYPT_SCRIPT_PATH, ERROR_WORDS, fail } from '@wl/api';
import { API_PREFIXES } from './api-prefixes.js';
import { redactedUrl } from './log-redaction.js';
import { PROXY_BODY_LIMIT, proxyBodyLimit } from './proxy-body-limits.js';
import { returnedResponseHeaders, upstreamRequestHeaders } from './proxy-headers.js';
import { boundQuery } from './proxy-merchant.js';
import { refusedAnswer } from './upstream-answer.js';
import { confinedUpstreamUrl } from './proxy-path.js';
import { registerSocketForwarding } from './upstream-socket.js';

export interface UpstreamProxyOptions {
  tenants: TenantRegistry;
  /** How long the upstream may stay silent: before its headers, and between body chunks (default 30 s). */
  timeoutMs?: number;
}

/** Message of the 502 answer for a site whose tenant has no `api.upstream`. */
export const UPSTREAM_NOT_CONFIGURED =
  'No backend: this site server runs without the mock API and the site has no api.upstream.';

/** Message of the 502 answer when the upstream cannot be reached or does not answer in time. */
export const UPSTREAM_FAILED = 'system error';

export const DEFAULT_UPSTREAM_TIMEOUT_MS = 30_000;

function clientError(message: string): Error {
  return Object.assign(new Error(message), { statusCode: 400 });
}

/**
 * Without the mock: `/wps`, `/lgw`, `/lotto` and `/js/encrypt.js` are forwarded with
 * `@fastify/reply-from` to the `api.upstream` of the tenant the Host names, as that tenant's calls:
 * `Merchant` and the query's merchant parameters carry its merchant code whatever the browser sent
 * (`boundQuery`), and only the backend's own cookies go along (`upstreamRequestHeaders`). Bodies
 * stream both ways. The path is normalised and must stay under the prefix it arrived on (else
 * `400 request_param_err`); a request body needs a `Content-Length` of at most 1 MiB (24 MiB on the
 * calls that carry files, `proxyBodyLimit`). Only JSON answers pass (JavaScript on
 * `/js/encrypt.js`); any other type and any redirect become 502 `system error`. An upstream that
 * cannot be reached or stays silent too long → 502 `{ success: false, message: 'system error' }`;
 * a tenant without an upstream → 502 naming that.
 * WebSocket upgrades are forwarded on the socket paths only (`registerSocketForwarding`).
 */
export const upstreamProxy: FastifyPluginAsync<UpstreamProxyOptions> = async (app, options) => {
  const timeoutMs = options.timeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS;
  void app.register(replyFrom, { disableCache: true, disableRequestLogging: true });

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (request, payload, done) => {
    const length = request.headers['content-length'];
    if (length === undefined) done(clientError('a request body needs a Content-Length'));
    else if (Number(length) > proxyBodyLimit(request.method, request.url))
      done(clientError('request body over its limit'));
    else done(null, payload);
  });
  app.setErrorHandler((error, request, reply) => {
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      request.log.info({ err: error }, 'backend call refused');
      return reply.code(400).send(fail(ERROR_WORDS.requestParamErr));
    }
    request.log.error({ err: error }, 'upstream proxy failure');
    return reply.code(502).send(fail(UPSTREAM_FAILED));
  });

  const forwardUnder = (prefix: string) => (request: FastifyRequest, reply: FastifyReply) => {
    const tenant = options.tenants.resolveHost(request.headers.host ?? '');
    const upstream = tenant?.tenant.api.upstream ?? null;
    if (tenant === null || upstream === null) {
      request.log.warn(
        { url: redactedUrl(request.url) },
        'backend call for a site without api.upstream',
      );
      return prefix === ENCRYPT_SCRIPT_PATH
        ? reply.code(404).type('text/plain; charset=utf-8').send('Not found')
        : reply.code(502).send(fail(UPSTREAM_NOT_CONFIGURED));
    }
    const url = confinedUpstreamUrl(upstream, request.url, prefix);
    if (url === null) {
      request.log.info('backend path leaves its prefix');
      return reply.code(400).send(fail(ERROR_WORDS.requestParamErr));
    }
    const { merchantCode } = tenant.tenant;
    return reply.from(url, {
      timeout: timeoutMs,
      retryDelay: () => null,
      queryString: (_search, rawUrl) => boundQuery(rawUrl, merchantCode),
      rewriteRequestHeaders: (forwarded, prepared) =>
        upstreamRequestHeaders(forwarded, prepared, merchantCode),
      rewriteHeaders: returnedResponseHeaders,
      onResponse: (_request, answering, answer) => {
        const type = answering.getHeader('content-type');
        const refusal = refusedAnswer(
          prefix,
          answer.statusCode,
          typeof type === 'string' ? type : '',
        );
        if (refusal === null) {
          void answering.send(answer.stream);
          return;
        }
        answer.stream.destroy();
        for (const name of Object.keys(answering.getHeaders())) {
          if (name !== 'connection') answering.removeHeader(name);
        }
        request.log.warn({ tenant: tenant.code, status: answer.statusCode }, refusal);
        void answering.code(502).send(fail(UPSTREAM_FAILED));
      },
      onError: (failed, { error }) => {
        failed.request.log.error({ err: error, tenant: tenant.code }, 'upstream did not answer');
        void failed.code(502).send(fail(UPSTREAM_FAILED));
      },
    });
  };

  await registerSocketForwarding(app, {
    tenants: options.tenants,
    timeoutMs,
    maxPayload: PROXY_BODY_LIMIT,
    plainHandler: forwardUnder('/wps/'),
    notConfigured: UPSTREAM_NOT_CONFIGURED,
    failed: UPSTREAM_FAILED,
  });
  for (const prefix of API_PREFIXES) app.all(`${prefix}*`, forwardUnder(prefix));
  app.get(ENCRYPT_SCRIPT_PATH, forwardUnder(ENCRYPT_SCRIPT_PATH));
};
