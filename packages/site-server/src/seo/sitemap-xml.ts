import type { TenantConfig } from '@wl/tenant-config/node';
import { escapeHtml } from '@wl/widgets/server';
import { alternatesOf } from './page-head.js';
import { languageUrl, siteLanguages } from './page-language.js';
import { publicAddresses } from './public-routes.js';

/**
 * A tenant's sitemap (docs/product/seo.md#sitemap): each public page in each enabled language,
 * on the canonical host, each entry listing every language version and `x-default`.
 */
export function sitemapXml(tenant: TenantConfig, origin: string): string {
  const entries: string[] = [];
  for (const address of publicAddresses(tenant)) {
    const alternates = alternatesOf(tenant, origin, address)
      .map(
        ({ hreflang, href }) =>
          `    <xhtml:link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}"/>`,
      )
      .join('\n');
    for (const lng of siteLanguages(tenant)) {
      const loc = escapeHtml(languageUrl(origin, address, tenant, lng));
      entries.push(`  <url>\n    <loc>${loc}</loc>\n${alternates}\n  </url>`);
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
