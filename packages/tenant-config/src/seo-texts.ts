/**
 * The tenant's texts for search engines (docs/product/seo.md#texts): every tenant describes its
 * site in each of its languages, and may describe a route's page on its own.
 */
export const SEO_DESCRIPTION_KEY = 'tenant.seo.description';

/**
 * The keys of a route's `<meta name="description">`, first match wins: the route's own text
 * (`tenant.seo.routes.<route name>`), then the site's.
 */
export function seoDescriptionKeys(routeName: string): [string, string] {
  return [`tenant.seo.routes.${routeName}`, SEO_DESCRIPTION_KEY];
}
