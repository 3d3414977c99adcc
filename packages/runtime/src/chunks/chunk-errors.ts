/** A script chunk that failed to load or did not arrive within the timeout (SPEC §8). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/** A stylesheet chunk that failed to load (SPEC §8). */
export class CssChunkLoadError extends Error {
  override readonly name = 'CSS_CHUNK_LOAD_FAILED';
}

export type ChunkErrorCode = ChunkLoadError['name'] | CssChunkLoadError['name'];

const cssPreloadFailures = new WeakSet<object>();

function mentionsCss(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /\.css\b|preload css/i.test(message);
}

/**
 * Vite dispatches `vite:preloadError` on window before a failed dynamic import rejects; the
 * payload is the same error the import rejects with. Stylesheet failures are remembered so the
 * rejection is reported as CSS_CHUNK_LOAD_FAILED. Returns a function that removes the listener.
 */
export function listenForPreloadErrors(target: Window = window): () => void {
  const onPreloadError = (event: Event): void => {
    const payload = (event as Event & { payload?: unknown }).payload;
    if (payload !== null && typeof payload === 'object' && mentionsCss(payload)) {
      cssPreloadFailures.add(payload);
    }
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}

/** Turns whatever a failed dynamic import rejected with into one of the two chunk errors. */
export function toChunkError(error: unknown): ChunkLoadError | CssChunkLoadError {
  if (error instanceof ChunkLoadError || error instanceof CssChunkLoadError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const isCss = (error !== null && typeof error === 'object' && cssPreloadFailures.has(error)) || mentionsCss(error);
  return isCss
    ? new CssChunkLoadError(message, { cause: error })
    : new ChunkLoadError(message, { cause: error });
}

export function isChunkError(error: unknown): error is ChunkLoadError | CssChunkLoadError {
  return error instanceof ChunkLoadError || error instanceof CssChunkLoadError;
}
