/**
 * The server side of widgets (`@wl/widgets/server`, node only): how a widget declares what the
 * site server may do for its sections, and how it draws their markup: the app's own views rendered
 * with React's server renderer (`drawnMarkup`). `escapeHtml` escapes what the site server writes
 * into the page's own HTML (its head, placeholders and fallback pages).
 */
export { loadWidgetServers } from './load-widget-servers.js';
export {
  defineWidgetServer,
  type FirstAnswersDeclaration,
  type FirstViewDeclaration,
  type FirstViewMarkup,
  type FirstViewPage,
  type PublicCall,
  type ServedPage,
  type WidgetServer,
} from './widget-server.js';
export { escapeHtml } from './html-escape.js';
export { drawnMarkup } from './drawn-markup.js';
export { brandedLoaderMarkup } from './shared/branded-loader-markup.js';
