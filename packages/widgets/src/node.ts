/**
 * The server side of widgets (`@wl/widgets/server`, node only): how a widget declares what the
 * site server may do for its sections, and the escaping its server markup uses.
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
