import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { ANALYTICS_CONNECT_ORIGINS, ANALYTICS_SCRIPT_ORIGINS } from './analytics-origins.js';
import { API_PREFIXES, startsWithAny } from './api-prefixes.js';

/**
 * The Content-Security-Policy of every answer. Scripts come only from this origin (the tenant's
 * config is an `application/json` block, never run), nothing may frame the site (transfers and
 * game launches cannot be clickjacked), calls go only to this origin. Styles allow inline
 * `<style>`/`style=""`: the tenant's brand colours are an inline `<style id="wl-brand">` and
 * widgets set background images inline; CSS cannot run script, so this is the one exception.
 * Images may also come from any https origin (banners and game icons the backend lists). Google's
 * tag may load and report (analytics-origins.ts). The web app manifest and the service worker come
 * only from this origin.
 */
const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'", ...ANALYTICS_SCRIPT_ORIGINS],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", ...ANALYTICS_CONNECT_ORIGINS],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'"],
  'object-src': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** Browser features the site never uses. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer (`@fastify/helmet`): the CSP above, `X-Content-Type-Options`,
 * `Referrer-Policy: no-referrer` (URLs carrying tokens never leak), `X-Frame-Options`,
 * `Permissions-Policy`; HSTS only when the request came over TLS (`request.protocol`, which
 * honours `X-Forwarded-Proto` only from trusted proxies). Backend answers are `no-store`.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  void app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (startsWithAny(request.url.split('?')[0] ?? '', API_PREFIXES))
      reply.header('cache-control', 'no-store');
  });
}
