/** Marks the runtime's own robots element, so that it never touches one the site server wrote. */
const OWN_ROBOTS = 'data-session-robots';

/**
 * Adds or removes the runtime's `<meta name="robots" content="noindex">`: a page that needs a
 * session, shown without one (what a search engine's crawler gets), is kept out of search results,
 * while a signed-in visitor's page carries none (docs/product/seo.md#pages-that-need-a-session).
 */
export function setSessionNoindex(on: boolean, doc: Document = document): void {
  const own = doc.head.querySelectorAll(`meta[${OWN_ROBOTS}]`);
  if (!on) {
    for (const meta of own) meta.remove();
    return;
  }
  if (own.length > 0) return;
  const meta = doc.createElement('meta');
  meta.name = 'robots';
  meta.content = 'noindex';
  meta.setAttribute(OWN_ROBOTS, '');
  doc.head.append(meta);
}
