import { describe, expect, it, vi } from 'vitest';
import { failedModuleAddress, importAfresh } from './import-afresh.js';
import { importWithTimeout } from './lazy-with-timeout.js';

const CHROMIUM = new TypeError(
  'Failed to fetch dynamically imported module: https://saigon.example/assets/GameCenter-CUy2z5QY.js',
);

describe('failedModuleAddress', () => {
  it("reads the script's address from Chromium's and Firefox's messages", () => {
    expect(failedModuleAddress(CHROMIUM)).toBe(
      'https://saigon.example/assets/GameCenter-CUy2z5QY.js',
    );
    expect(
      failedModuleAddress(
        new TypeError(
          'error loading dynamically imported module: http://jade.localhost:8080/assets/Lottery-a1.js?attempt=1',
        ),
      ),
    ).toBe('http://jade.localhost:8080/assets/Lottery-a1.js');
  });

  it('names none for a message without one, or for a stylesheet', () => {
    expect(failedModuleAddress(new TypeError('Importing a module script failed.'))).toBeUndefined();
    expect(
      failedModuleAddress(new Error('Unable to preload CSS for /assets/Lottery-a1.css')),
    ).toBeUndefined();
  });
});

describe('importAfresh', () => {
  it('asks for the failed script at an address of its own each time', async () => {
    const load = vi.fn((address: string) => Promise.resolve(address));
    const first = await importAfresh(CHROMIUM, load);
    const second = await importAfresh(CHROMIUM, load);
    expect(first).toMatch(
      /^https:\/\/saigon\.example\/assets\/GameCenter-CUy2z5QY\.js\?attempt=\d+$/,
    );
    expect(second).not.toBe(first);
  });

  it('asks nothing when the message names no script', () => {
    const load = vi.fn();
    expect(importAfresh(new TypeError('Importing a module script failed.'), load)).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
  });
});

describe('importWithTimeout after a failure', () => {
  it('keeps the first failure when the second ask fails too', async () => {
    // The second ask (a real dynamic import of an address the test cannot reach) fails: the
    // visitor is told about the chunk, with the first error's words.
    const outcome = importWithTimeout(() => Promise.reject(CHROMIUM));
    await expect(outcome).rejects.toMatchObject({
      name: 'ChunkLoadError',
      message: CHROMIUM.message,
    });
  });
});
