export { buildSiteServer, type SiteServerOptions } from './build-site-server.js';
export { renderIndexHtml, tenantHead, HEAD_MARKER } from './render-index-html.js';
export { inlineJson } from './inline-json.js';
export { brandStyle } from './brand-style.js';
export { UPSTREAM_NOT_CONFIGURED } from './upstream-proxy.js';
export { LISTEN_BACKLOG } from './server-limits.js';
