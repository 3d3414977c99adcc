import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import { API_PREFIXES, startsWithAny } from './api-prefixes.js';
import { BASE_DIRECTIVES } from './page-csp.js';

/** Browser features the site never uses. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer (`helmet`, its middleware built once): the base Content-Security-Policy
 * (`BASE_DIRECTIVES`; a page gets its tenant's, `pagePolicy`), `X-Content-Type-Options`,
 * `Referrer-Policy: no-referrer` (URLs carrying tokens never leak), `X-Frame-Options`,
 * `Permissions-Policy`; HSTS on every answer in production (TLS ends at the load balancer in
 * front, which browsers reach only over https), else only when the request came over TLS
 * (`request.protocol`, which honours `X-Forwarded-Proto` only from trusted proxies). Backend
 * answers are `no-store`.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  { production = false }: { production?: boolean } = {},
): void {
  // Built once: Fastify's helmet plugin builds helmet's middleware again for every request.
  const securityHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: BASE_DIRECTIVES },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    );
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (production || request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (startsWithAny(request.url.split('?')[0] ?? '', API_PREFIXES))
      reply.header('cache-control', 'no-store');
  });
}
