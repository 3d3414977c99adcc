/** A script chunk that failed to load or did not arrive within the timeout (docs/product/errors.md#chunk-load-errors). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  /**
   * True when only a new page can load the script again: it failed, its browser names no
   * address to ask for afresh (Safari), and the browser keeps the failure for the page's life.
   */
  reloadToRetry = false;
}

/** A stylesheet chunk that failed to load (docs/product/errors.md#chunk-load-errors). */
export class CssChunkLoadError extends Error {
  override readonly name = 'CSS_CHUNK_LOAD_FAILED';
}

export type ChunkErrorCode = ChunkLoadError['name'] | CssChunkLoadError['name'];

/**
 * Vite's preload helper rejects a dynamic import whose stylesheet failed with
 * "Unable to preload CSS for <url>.css" (the same error is the `payload` of the
 * `vite:preloadError` event, which Vite also fires for failed scripts, so the event alone
 * does not say which kind failed).
 */
function mentionsCss(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /\.css\b|preload css/i.test(message);
}

/** Turns whatever a failed dynamic import rejected with into one of the two chunk errors. */
export function toChunkError(error: unknown): ChunkLoadError | CssChunkLoadError {
  if (error instanceof ChunkLoadError || error instanceof CssChunkLoadError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return mentionsCss(error)
    ? new CssChunkLoadError(message, { cause: error })
    : new ChunkLoadError(message, { cause: error });
}

export function isChunkError(error: unknown): error is ChunkLoadError | CssChunkLoadError {
  return error instanceof ChunkLoadError || error instanceof CssChunkLoadError;
}
