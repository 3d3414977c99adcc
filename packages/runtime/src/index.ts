export {
  ROUTES,
  LOGIN_PATH,
  type AppRoute,
  type RouteLayout,
  type RouteModal,
} from './router/routes.js';
export { SECTION_NAMES, type SectionName } from './sections/section-names.js';
export { ChunkLoadError, CssChunkLoadError } from './chunks/chunk-errors.js';
export { CHUNK_LOAD_TIMEOUT_MS, lazyWithTimeout } from './chunks/lazy-with-timeout.js';
