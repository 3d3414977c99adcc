import type { FastifyInstance } from 'fastify';
import type { TenantRegistry } from '@wl/tenant-config/node';
import { canonicalOrigin } from '../seo/canonical-origin.js';
import { robotsTxt } from '../seo/robots-txt.js';
import { sitemapXml } from '../seo/sitemap-xml.js';
import { replyUnknownSite } from '../unknown-site.js';

/** Five minutes: an edited tenant's pages reach crawlers soon, and crawlers do not ask each second. */
const CACHE_CONTROL = 'public, max-age=300';

/**
 * `/robots.txt` and `/sitemap.xml` of the host's tenant (docs/product/seo.md#robots,
 * docs/product/seo.md#sitemap); a host no tenant serves gets the unknown-site page.
 */
export function registerSeoFiles(app: FastifyInstance, registry: TenantRegistry): void {
  app.get('/robots.txt', (request, reply) => {
    const tenant = registry.resolveHost(request.headers.host ?? '');
    if (!tenant) return replyUnknownSite(reply);
    return reply
      .header('cache-control', CACHE_CONTROL)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(tenant, canonicalOrigin(tenant, request.headers.host)));
  });
  app.get('/sitemap.xml', (request, reply) => {
    const tenant = registry.resolveHost(request.headers.host ?? '');
    if (!tenant) return replyUnknownSite(reply);
    return reply
      .header('cache-control', CACHE_CONTROL)
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(tenant, canonicalOrigin(tenant, request.headers.host)));
  });
}
