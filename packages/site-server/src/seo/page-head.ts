import {
  htmlLangOf,
  seoDescriptionKeys,
  type LanguageCode,
  type TenantConfig,
} from '@wl/tenant-config/node';
import { escapeHtml } from '@wl/widgets/server';
import { canonicalOrigin } from './canonical-origin.js';
import { languageUrl, pageLanguage, siteLanguages } from './page-language.js';
import { canonicalAddress, isPublicRouteOf, isSessionPageOf, routeAt } from './public-routes.js';
import type { SiteTexts } from './site-texts.js';

/** One language version of a page, as `<link rel="alternate" hreflang>` names it. */
interface Alternate {
  hreflang: string;
  href: string;
}

/** What the served page says about itself: its language, title, description and addresses. */
export interface PageHead {
  language: LanguageCode;
  title: string;
  description: string;
  /** Public pages only; a private or unknown page has none. */
  canonical?: string;
  alternates: Alternate[];
  /**
   * `<meta name="robots" content="noindex">` in the HTML: every page that is not public, but a
   * page that needs a session, which the runtime marks `noindex` while no session is shown.
   */
  noindex: boolean;
}

/** The language versions of a public page: one per enabled language, then `x-default`. */
export function alternatesOf(tenant: TenantConfig, origin: string, address: string): Alternate[] {
  return [
    ...siteLanguages(tenant).map((lng) => ({
      hreflang: htmlLangOf(lng),
      href: languageUrl(origin, address, tenant, lng),
    })),
    { hreflang: 'x-default', href: `${origin}${address}` },
  ];
}

/**
 * The head of the page at `url` (docs/product/seo.md): the language `?lang=` asks for (else the
 * tenant's default), the route's title as the runtime writes it (`<route title> | <site name>`),
 * the tenant's description of the route or of the site, and for a public page its canonical
 * address (first address of the route, no query but the language) and language versions.
 */
export function pageHead(
  tenant: TenantConfig,
  texts: SiteTexts,
  url: string,
  hostHeader: string | undefined,
): PageHead {
  const parsed = new URL(url, 'http://site.invalid');
  const language = pageLanguage(tenant, parsed.searchParams);
  const route = routeAt(parsed.pathname);
  const name = tenant.tenant.displayName;
  const routeTitle = texts.text(tenant, language, [route.titleKey]);
  const description = texts.text(tenant, language, seoDescriptionKeys(route.name));
  const head: PageHead = {
    language,
    title: routeTitle === '' ? name : `${routeTitle} | ${name}`,
    description,
    alternates: [],
    noindex: false,
  };
  if (!isPublicRouteOf(tenant, route)) return { ...head, noindex: !isSessionPageOf(tenant, route) };
  const origin = canonicalOrigin(tenant, hostHeader);
  const address = canonicalAddress(route);
  return {
    ...head,
    canonical: languageUrl(origin, address, tenant, language),
    alternates: alternatesOf(tenant, origin, address),
  };
}

/** The head elements of a page beside its title: description, canonical and alternates, or noindex. */
export function pageHeadMarkup(head: PageHead): string {
  const lines = [`<meta name="description" content="${escapeHtml(head.description)}">`];
  if (head.noindex) lines.push('<meta name="robots" content="noindex">');
  if (head.canonical !== undefined) {
    lines.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
    for (const { hreflang, href } of head.alternates) {
      lines.push(
        `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}">`,
      );
    }
  }
  return lines.join('\n    ');
}
