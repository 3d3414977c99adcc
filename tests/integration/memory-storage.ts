import { afterEach } from 'vitest';

/**
 * Web Storage in memory, for the integration project: it runs in Node (the mock server's
 * file-URL code needs Node's URL) while the client's session store needs session storage.
 */
export class MemoryStorage implements Storage {
  readonly #items = new Map<string, string>();

  get length(): number {
    return this.#items.size;
  }

  clear(): void {
    this.#items.clear();
  }

  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.#items.delete(key);
  }

  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }
}

Object.assign(globalThis, {
  sessionStorage: new MemoryStorage(),
  localStorage: new MemoryStorage(),
});

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
