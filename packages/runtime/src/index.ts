export { APP_ROUTES, type AppRoute, type RouteLayout } from '@wl/features';
export {
  ChunkLoadError,
  CssChunkLoadError,
  CHUNK_LOAD_TIMEOUT_MS,
  lazyWithTimeout,
} from '@wl/widgets';
