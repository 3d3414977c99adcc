import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ChunkLoadError, toChunkError } from './chunk-errors.js';
import { importAfresh } from './import-afresh.js';

/** docs/product/errors.md#chunk-load-errors: a chunk that has not arrived after 120 000 ms counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export type ModuleImporter<T> = () => Promise<{ default: T }>;

/**
 * Runs a dynamic import; rejects with ChunkLoadError / CssChunkLoadError on failure or timeout. A
 * script that failed is asked for once more at an address of its own (`importAfresh`): the
 * browser may keep the failure of the first address, and that second ask is what lets a Retry
 * load the chunk once the network is back. Where the failure names no address, the error says that
 * only a new page can load it (`reloadToRetry`).
 */
export function importWithTimeout<T>(
  importer: ModuleImporter<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<{ default: T }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError(`chunk did not load within ${timeoutMs} ms`));
    }, timeoutMs);
    importer()
      .catch((error: unknown) => {
        const again = importAfresh<{ default: T }>(error);
        // No address to ask afresh (Safari): the browser keeps the failure, only a new page helps.
        if (again === undefined) throw Object.assign(toChunkError(error), { reloadToRetry: true });
        return again.catch(() => {
          throw toChunkError(error);
        });
      })
      .then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(toChunkError(error));
        },
      );
  });
}

/**
 * `React.lazy` over `importWithTimeout`. React remembers a rejected lazy component, so a retry
 * must call this again for a fresh one.
 */
export function lazyWithTimeout<P>(
  importer: ModuleImporter<ComponentType<P>>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => importWithTimeout(importer, timeoutMs));
}
