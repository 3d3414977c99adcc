import type { FastifyPluginAsync } from 'fastify';
import type { TenantRegistry } from '@wl/tenant-config/node';
import { fail } from '@wl/mock-server';
import { API_PREFIXES } from './api-prefixes.js';

export interface UpstreamProxyOptions {
  tenants: TenantRegistry;
}

/** Message of the 502 answer while forwarding to the upstream is not built. */
export const UPSTREAM_NOT_CONFIGURED =
  'No backend: this site server runs without the mock API and forwarding to the upstream is not available yet.';

/**
 * The seam where `/wps`, `/lgw` and `/lotto` calls are forwarded to the tenant's `api.upstream`
 * (chosen by the `Merchant` header) when the mock is off. Forwarding is not built yet: every call
 * answers 502 with the envelope, so a deployment without the mock fails clearly.
 */
export const upstreamProxy: FastifyPluginAsync<UpstreamProxyOptions> = (app) => {
  for (const prefix of API_PREFIXES) {
    app.all(`${prefix}*`, (request, reply) => {
      request.log.warn({ url: request.url }, 'backend call without a mock or an upstream proxy');
      return reply.code(502).send(fail(UPSTREAM_NOT_CONFIGURED));
    });
  }
  return Promise.resolve();
};
