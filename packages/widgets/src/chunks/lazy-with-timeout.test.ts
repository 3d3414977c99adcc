import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, CssChunkLoadError } from './chunk-errors.js';
import { CHUNK_LOAD_TIMEOUT_MS, importWithTimeout } from './lazy-with-timeout.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('importWithTimeout', () => {
  it('waits 120 000 ms for a chunk before failing with ChunkLoadError', async () => {
    vi.useFakeTimers();
    const outcome = importWithTimeout(() => new Promise(() => undefined)).catch(
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(ChunkLoadError);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('passes a loaded module through', async () => {
    const module = { default: 'section' };
    await expect(importWithTimeout(() => Promise.resolve(module))).resolves.toBe(module);
  });

  it('tells a failed stylesheet from a failed script', async () => {
    await expect(
      importWithTimeout(() =>
        Promise.reject(new Error('Unable to preload CSS for /assets/Lottery-a1.css')),
      ),
    ).rejects.toBeInstanceOf(CssChunkLoadError);
    await expect(
      importWithTimeout(() =>
        Promise.reject(new TypeError('error loading dynamically imported module')),
      ),
    ).rejects.toBeInstanceOf(ChunkLoadError);
  });
});
