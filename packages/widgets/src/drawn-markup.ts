import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** The start of every id React makes in a drawn view. */
const DRAWN_ID_PREFIX = 'drawn-';

/** The resource hints React writes before a fragment's markup: a preload for each image it draws. */
const LEADING_HINTS = /^(?:<link\b[^>]*>)+/;

/**
 * The HTML of a view as the app renders it, for the site server to draw into a page (node only:
 * `react-dom/server` never reaches the browser). React escapes every text and attribute. The
 * preloads React puts before the markup for its images are left out: a first view sits inside
 * `#root`, and the page's head already names the images it fetches first. The ids React makes
 * for a view (`useId`: a label and its input) carry a prefix of their own, so none equals an id
 * of the app's copy rendered beside it.
 */
export function drawnMarkup(view: ReactElement): string {
  return renderToStaticMarkup(view, { identifierPrefix: DRAWN_ID_PREFIX }).replace(
    LEADING_HINTS,
    '',
  );
}
