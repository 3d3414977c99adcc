import createDOMPurify from 'dompurify';
import { isExternalHref, isLinkTarget } from '@wl/paths';

/** Elements never kept, even when the sanitizer's defaults would allow them. */
const FORBIDDEN_TAGS = [
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'base',
  'link',
  'meta',
];

/**
 * Attributes never kept (a link's target and rel are set by the sanitizer itself; `style` could
 * lay an element over the whole page, e.g. a fake sign-in form or a full-screen overlay).
 */
const FORBIDDEN_ATTRIBUTES = ['target', 'rel', 'srcset', 'action', 'formaction', 'ping', 'style'];

/** An image source: an http(s) URL or a path on the site (never `//host`, data or script). */
function isImageSource(src: string): boolean {
  return isExternalHref(src) || /^\/(?!\/)/.test(src);
}

let purify: ReturnType<typeof createDOMPurify> | undefined;

function configuredPurify(): ReturnType<typeof createDOMPurify> {
  if (purify !== undefined) return purify;
  purify = createDOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    const href = node.getAttribute('href');
    if (href !== null) {
      const target = href.trim();
      if (!isLinkTarget(target)) node.removeAttribute('href');
      else if (isExternalHref(target)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    }
    const src = node.getAttribute('src');
    if (src !== null && !isImageSource(src.trim())) node.removeAttribute('src');
  });
  return purify;
}

/**
 * Backend HTML made inert with DOMPurify, in the one configuration of the site: HTML only (no
 * SVG or MathML), no script, no event handler, no style sheet, `style` attribute or form, links only to http(s)
 * URLs or routes of the site, images only from http(s) URLs or site paths.
 * docs/product/member.md#backend-html
 */
export function sanitizeHtml(html: string): string {
  return configuredPurify().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: FORBIDDEN_TAGS,
    FORBID_ATTR: FORBIDDEN_ATTRIBUTES,
    ALLOW_DATA_ATTR: false,
  });
}
