/** Where Google's tag is loaded from (the CSP allows this origin, docs/product/seo.md#analytics). */
const GTAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

/** A tag id as Google issues them (`G-…`, `AW-…`, `UA-…-1`); anything else is never loaded. */
const GTAG_ID = /^[A-Z]{1,4}-[A-Z0-9-]{2,30}$/i;

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/**
 * Loads Google's tag for `id` once per page: the `dataLayer` queue and `gtag` function the tag
 * reads, then its script. Answers whether the tag is (now) loading.
 */
export function loadGtag(id: string, doc: Document = document, win: Window = window): boolean {
  if (!GTAG_ID.test(id)) return false;
  const src = `${GTAG_SCRIPT_URL}?id=${encodeURIComponent(id)}`;
  if (doc.querySelector(`script[src="${src}"]`)) return true;
  win.dataLayer = win.dataLayer ?? [];
  const queue = win.dataLayer;
  // gtag.js reads the `arguments` objects themselves from the queue, not arrays.
  const gtag: Gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    queue.push(arguments);
  };
  win.gtag = win.gtag ?? gtag;
  win.gtag('js', new Date());
  win.gtag('config', id);
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  doc.head.append(script);
  return true;
}
