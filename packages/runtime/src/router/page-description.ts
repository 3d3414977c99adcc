/**
 * Sets the page's `<meta name="description">` (the site server writes the first one,
 * docs/product/seo.md#texts); creates it when the page has none. An empty text removes it.
 */
export function setPageDescription(text: string, doc: Document = document): void {
  let meta = doc.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (text === '') {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'description';
    doc.head.append(meta);
  }
  meta.content = text;
}
