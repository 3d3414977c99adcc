/**
 * The analytics feature's node-only entry (`@wl/features/node` re-exports it): what the site
 * server draws of it into a page, with React's server renderer, which the browser never loads.
 */
export { consentBannerMarkup } from './consent-banner-markup.js';
